import { formatDateTime } from "#app/lib/dates.ts";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { DRAG_START_PX, SWIPE_THRESHOLD_PX } from "#app/lib/ui.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export interface VersionCarouselProps {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  /** When each version was made (ISO), where known: shown beside its number. */
  dates?: (string | null)[];
  /**
   * Each version's own address (the page opened on it). Before the page's code runs, or
   * without JavaScript, the arrows and dots are these links: the server shows that version.
   */
  hrefs?: string[];
  /** The current version's stage. */
  children: ReactNode;
}

interface VersionControlsProps extends VersionCarouselProps {
  /** The carousel (version-carousel.tsx): it takes the arrow keys. */
  frame: RefObject<HTMLElement>;
  /** The stage's slide: it takes the swipes. */
  slide: RefObject<HTMLDivElement>;
}

/**
 * The versions' controls (spec: swipeable carousel): arrows, dots, a drag or touch swipe
 * of more than 100 px over the stage, and the arrow keys. They listen on the carousel's own
 * elements (version-carousel.tsx), which were there before this code loaded: the stage
 * never moves when it arrives.
 *
 * A press is a click until the pointer has moved DRAG_START_PX sideways: only then does the
 * carousel capture the pointer. Capturing on press would retarget the release, and so the
 * click, to the carousel: the buttons on the stage (Purchase, the heart, Share, the
 * background picker) would never see it. Presses that start on a control are never drags.
 * Loaded only where a logo has two versions or more.
 */
export default function VersionControls({ count, index, onIndexChange, dates = [], hrefs, frame, slide }: VersionControlsProps) {
  // Links until the page's code runs (without JavaScript, for good); buttons after.
  const linked = !useHydrated() && hrefs?.length === count;
  const dots = useRef<HTMLDivElement>(null);
  // The listeners are added once; they read the latest count and index from here.
  const latest = useRef({ count, index, onIndexChange });
  latest.current = { count, index, onIndexChange };

  // The current version's dot stays in view when the dots scroll (a long history).
  useEffect(() => {
    const row = dots.current;
    const dot = row?.firstElementChild?.children[index] as HTMLElement | undefined;
    if (row && dot && row.scrollWidth > row.clientWidth) row.scrollLeft = dot.offsetLeft + dot.offsetWidth / 2 - row.clientWidth / 2;
  }, [index, count]);

  useEffect(() => {
    const carousel = frame.current;
    const stage = slide.current;
    if (!carousel || !stage) return;
    const go = (step: number) => {
      const { count, index, onIndexChange } = latest.current;
      onIndexChange(Math.max(0, Math.min(count - 1, index + step)));
    };
    let swipeStart: { x: number; pointerId: number; dragging: boolean } | null = null;
    function onKeyDown(event: KeyboardEvent) {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === "ArrowLeft") go(-1);
      else if (event.key === "ArrowRight") go(1);
      else return;
      event.preventDefault();
    }
    function onPointerDown(event: PointerEvent) {
      swipeStart = null;
      if (event.button !== 0 || !event.isPrimary) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      swipeStart = { x: event.clientX, pointerId: event.pointerId, dragging: false };
    }
    function onPointerMove(event: PointerEvent) {
      if (!swipeStart || swipeStart.dragging || swipeStart.pointerId !== event.pointerId) return;
      if (Math.abs(event.clientX - swipeStart.x) < DRAG_START_PX) return;
      swipeStart.dragging = true;
      // Now a drag: its release counts even when the pointer has left the stage by then.
      stage!.setPointerCapture?.(event.pointerId);
    }
    function onPointerUp(event: PointerEvent) {
      const start = swipeStart;
      swipeStart = null;
      if (!start || !start.dragging || start.pointerId !== event.pointerId) return;
      const distance = event.clientX - start.x;
      if (distance > SWIPE_THRESHOLD_PX) go(-1);
      else if (distance < -SWIPE_THRESHOLD_PX) go(1);
    }
    const onPointerCancel = () => (swipeStart = null);
    // A drag over the picture would otherwise start the browser's own image drag.
    const onDragStart = (event: DragEvent) => event.preventDefault();
    // One signal removes every listener when the carousel goes.
    const listening = new AbortController();
    const { signal } = listening;
    carousel.addEventListener("keydown", onKeyDown, { signal });
    stage.addEventListener("pointerdown", onPointerDown, { signal });
    stage.addEventListener("pointermove", onPointerMove, { signal });
    stage.addEventListener("pointerup", onPointerUp, { signal });
    stage.addEventListener("pointercancel", onPointerCancel, { signal });
    stage.addEventListener("dragstart", onDragStart, { signal });
    return () => listening.abort();
  }, [frame, slide]);

  const go = (next: number) => onIndexChange(Math.max(0, Math.min(count - 1, next)));

  // Two rows of fixed height whatever the count or the date (the logo page reserves them
  // above the prompt bar, tailwind.css, and the carousel holds them while this loads): the
  // label, then the arrows around the dots, which scroll sideways when a long history has
  // more than fit.
  return (
    <div className="mt-3 flex flex-col items-center gap-2">
      <p aria-live="polite" className="h-5 max-w-full truncate text-center text-sm font-medium text-gray-800" data-testid="version-label">
        Version {index + 1} of {count}
        {formatDateTime(dates[index]) ? <span className="font-normal text-gray-700"> · {formatDateTime(dates[index])}</span> : null}
      </p>
      <div className="flex w-full items-center justify-center gap-2">
        <ArrowButton label="Previous version" disabled={index === 0} onClick={() => go(index - 1)} href={linked && index > 0 ? hrefs![index - 1] : undefined} flip />
        {/* The edges fade: a dot the edge cuts says that more follow. The padding keeps a focused dot's outline. */}
        <div
          ref={dots}
          data-testid="version-dots"
          className="relative min-w-0 overflow-x-auto p-1 [mask-image:linear-gradient(to_right,transparent,#000_0.75rem,#000_calc(100%-0.75rem),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          <div className="mx-auto flex w-max items-center gap-1">
            {Array.from({ length: count }, (_, dot) => {
              const mark = <span className={`block h-2.5 w-2.5 rounded-full ${dot === index ? "bg-indigo-600" : "bg-gray-400"}`} />;
              const shared = { "aria-label": `Version ${dot + 1}`, "aria-current": dot === index ? ("true" as const) : undefined, className: "flex h-8 w-8 shrink-0 items-center justify-center" };
              return linked ? (
                <a key={dot} href={hrefs![dot]} {...shared}>
                  {mark}
                </a>
              ) : (
                <button key={dot} type="button" onClick={() => go(dot)} {...shared}>
                  {mark}
                </button>
              );
            })}
          </div>
        </div>
        <ArrowButton label="Next version" disabled={index === count - 1} onClick={() => go(index + 1)} href={linked && index < count - 1 ? hrefs![index + 1] : undefined} />
      </div>
    </div>
  );
}

/** Presses on these are clicks, never the start of a swipe. */
const INTERACTIVE = "a, button, input, select, textarea, summary, label, [role='button'], [role='radio']";

const ARROW = "flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40";

/** An arrow: a button, or (`href`, before the page's code runs) a link to the version it leads to; at either end of the row, a button that is off. */
function ArrowButton({ label, disabled, onClick, href, flip = false }: { label: string; disabled: boolean; onClick: () => void; href?: string; flip?: boolean }) {
  const arrow = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${flip ? "rotate-180" : ""}`} fill="currentColor">
      <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
  if (href !== undefined) {
    return (
      <a href={href} aria-label={label} className={ARROW}>
        {arrow}
      </a>
    );
  }
  return (
    <button type="button" aria-label={label} disabled={disabled} onClick={onClick} className={ARROW}>
      {arrow}
    </button>
  );
}
