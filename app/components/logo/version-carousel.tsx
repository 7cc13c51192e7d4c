import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { DRAG_START_PX, SWIPE_THRESHOLD_PX } from "~/lib/ui";

/** Controls inside the stage (purchase, favourite, share, background) keep their own clicks. */
const CONTROLS = "button, a, input, select, textarea, label, summary, [role='button'], [role='menuitem'], [role='option']";

interface Swipe {
  pointerId: number;
  startX: number;
  /** Set once the pointer has moved past DRAG_START_PX: from then on the gesture is a drag. */
  dragging: boolean;
}

interface VersionCarouselProps {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  /** The current version's stage. */
  children: ReactNode;
}

/**
 * The versions of a logo (spec: swipeable carousel): arrows, dots, a drag or touch swipe
 * of more than 100 px, and the arrow keys. With one version it is just the stage.
 */
export function VersionCarousel({ count, index, onIndexChange, children }: VersionCarouselProps) {
  const swipe = useRef<Swipe | null>(null);
  /** A drag just ended: the click the browser sends after it is not a click. */
  const justDragged = useRef(false);
  if (count < 2) return <>{children}</>;

  const go = (next: number) => onIndexChange(Math.max(0, Math.min(count - 1, next)));

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  }
  // The pointer is captured only once a press has become a drag: captured from the
  // start, the release (and so the click) would land on the stage instead of on the
  // button under the pointer, and Purchase, the heart and Share would never hear it.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dragging: false };
    justDragged.current = false;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = swipe.current;
    if (!current || current.dragging || current.pointerId !== event.pointerId) return;
    if (Math.abs(event.clientX - current.startX) < DRAG_START_PX) return;
    current.dragging = true;
    // The release counts even when the pointer has left the stage by then.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = swipe.current;
    swipe.current = null;
    if (!current || current.pointerId !== event.pointerId) return;
    justDragged.current = current.dragging;
    const distance = event.clientX - current.startX;
    if (distance > SWIPE_THRESHOLD_PX) go(index - 1);
    else if (distance < -SWIPE_THRESHOLD_PX) go(index + 1);
  }
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (!justDragged.current) return;
    justDragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Versions"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl focus-visible:outline-offset-4"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={onClickCapture}
        // A drag over the picture would otherwise start the browser's own image drag.
        onDragStart={(event) => event.preventDefault()}
        // Vertical scrolling stays the browser's; horizontal drags are ours.
        style={{ touchAction: "pan-y" }}
        className="select-none"
        aria-live="polite"
        aria-label={`Version ${index + 1} of ${count}`}
        role="group"
        aria-roledescription="slide"
      >
        {children}
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <ArrowButton label="Previous version" disabled={index === 0} onClick={() => go(index - 1)} flip />
        <div className="flex items-center gap-1">
          {Array.from({ length: count }, (_, dot) => (
            <button
              key={dot}
              type="button"
              aria-label={`Version ${dot + 1}`}
              aria-current={dot === index ? "true" : undefined}
              onClick={() => go(dot)}
              className="flex h-8 w-8 items-center justify-center"
            >
              <span className={`block h-2.5 w-2.5 rounded-full ${dot === index ? "bg-indigo-600" : "bg-gray-400"}`} />
            </button>
          ))}
        </div>
        <ArrowButton label="Next version" disabled={index === count - 1} onClick={() => go(index + 1)} />
      </div>
    </section>
  );
}

function ArrowButton({ label, disabled, onClick, flip = false }: { label: string; disabled: boolean; onClick: () => void; flip?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${flip ? "rotate-180" : ""}`} fill="currentColor">
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </button>
  );
}
