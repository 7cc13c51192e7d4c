import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { DRAG_START_PX, SWIPE_THRESHOLD_PX } from "#app/lib/ui.ts";

export interface VersionCarouselProps {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  /** When each version was made (ISO), where known: shown beside its number. */
  dates?: (string | null)[];
  /** The current version's stage. */
  children: ReactNode;
}

function shortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" }) + " UTC";
}

/**
 * The versions of a logo (spec: swipeable carousel): arrows, dots, a drag or touch swipe
 * of more than 100 px, and the arrow keys.
 *
 * A press is a click until the pointer has moved DRAG_START_PX sideways: only then does the
 * carousel capture the pointer. Capturing on press would retarget the release, and so the
 * click, to the carousel: the buttons on the stage (Purchase, the heart, Share, the
 * background picker) would never see it. Presses that start on a control are never drags.
 * Loaded only where a logo has two versions or more (version-carousel.tsx).
 */
export default function SwipeableVersions({ count, index, onIndexChange, dates = [], children }: VersionCarouselProps) {
  const swipeStart = useRef<{ x: number; pointerId: number; dragging: boolean } | null>(null);
  const dots = useRef<HTMLDivElement>(null);

  // The current version's dot stays in view when the dots scroll (a long history).
  useEffect(() => {
    const row = dots.current;
    const dot = row?.firstElementChild?.children[index] as HTMLElement | undefined;
    if (row && dot && row.scrollWidth > row.clientWidth) row.scrollLeft = dot.offsetLeft + dot.offsetWidth / 2 - row.clientWidth / 2;
  }, [index, count]);

  const go = (next: number) => onIndexChange(Math.max(0, Math.min(count - 1, next)));

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = null;
    if (event.button !== 0 || !event.isPrimary) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    swipeStart.current = { x: event.clientX, pointerId: event.pointerId, dragging: false };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    if (!start || start.dragging || start.pointerId !== event.pointerId) return;
    if (Math.abs(event.clientX - start.x) < DRAG_START_PX) return;
    start.dragging = true;
    // Now a drag: its release counts even when the pointer has left the stage by then.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !start.dragging || start.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.x;
    if (distance > SWIPE_THRESHOLD_PX) go(index - 1);
    else if (distance < -SWIPE_THRESHOLD_PX) go(index + 1);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Versions"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="w-full max-w-[var(--stage-column,48rem)] rounded-2xl focus-visible:outline-offset-4"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        // A drag over the picture would otherwise start the browser's own image drag.
        onDragStart={(event) => event.preventDefault()}
        // Vertical scrolling stays the browser's; horizontal drags are ours.
        style={{ touchAction: "pan-y" }}
        className="select-none"
        aria-label={`Version ${index + 1} of ${count}`}
        role="group"
        aria-roledescription="slide"
      >
        {children}
      </div>
      {/* Two rows of fixed height whatever the count or the date (the logo page reserves
          them above the prompt bar, tailwind.css): the label, then the arrows around the
          dots, which scroll sideways when a long history has more than fit. */}
      <div className="mt-3 flex flex-col items-center gap-2">
        <p aria-live="polite" className="h-5 max-w-full truncate text-center text-sm font-medium text-gray-800" data-testid="version-label">
          Version {index + 1} of {count}
          {shortDate(dates[index]) ? <span className="font-normal text-gray-700"> · {shortDate(dates[index])}</span> : null}
        </p>
        <div className="flex w-full items-center justify-center gap-2">
          <ArrowButton label="Previous version" disabled={index === 0} onClick={() => go(index - 1)} flip />
          {/* The edges fade: a dot the edge cuts says that more follow. The padding keeps a focused dot's outline. */}
          <div
            ref={dots}
            data-testid="version-dots"
            className="relative min-w-0 overflow-x-auto p-1 [mask-image:linear-gradient(to_right,transparent,#000_0.75rem,#000_calc(100%-0.75rem),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            <div className="mx-auto flex w-max items-center gap-1">
              {Array.from({ length: count }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  aria-label={`Version ${dot + 1}`}
                  aria-current={dot === index ? "true" : undefined}
                  onClick={() => go(dot)}
                  className="flex h-8 w-8 shrink-0 items-center justify-center"
                >
                  <span className={`block h-2.5 w-2.5 rounded-full ${dot === index ? "bg-indigo-600" : "bg-gray-400"}`} />
                </button>
              ))}
            </div>
          </div>
          <ArrowButton label="Next version" disabled={index === count - 1} onClick={() => go(index + 1)} />
        </div>
      </div>
    </section>
  );
}

/** Presses on these are clicks, never the start of a swipe. */
const INTERACTIVE = "a, button, input, select, textarea, summary, label, [role='button'], [role='radio']";

function ArrowButton({ label, disabled, onClick, flip = false }: { label: string; disabled: boolean; onClick: () => void; flip?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${flip ? "rotate-180" : ""}`} fill="currentColor">
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </button>
  );
}
