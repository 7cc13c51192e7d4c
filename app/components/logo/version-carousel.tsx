import { lazy, Suspense, useRef } from "react";
import type { VersionCarouselProps } from "./swipeable-versions.tsx";

/** Versions live in the browser (refinements): the server renders one, and most logos have one. */
const VersionControls = lazy(() => import("./swipeable-versions.tsx"));

/**
 * The versions of a logo (spec: swipeable carousel). The stage keeps one place in the page
 * whatever the count: the server renders one version and the browser may then find more
 * (its refinements), and a stage moved to another parent would be a new one, its open
 * try-on picker or share dialog closed under the visitor's hand. With two versions or more
 * the controls (swipeable-versions.tsx: arrows, dots, swipes, the arrow keys) join it, their
 * code loaded then; until it arrives their rows are held, so nothing below moves.
 */
export function VersionCarousel(props: VersionCarouselProps) {
  const frame = useRef<HTMLElement>(null);
  const slide = useRef<HTMLDivElement>(null);
  const many = props.count >= 2;
  return (
    <section
      ref={frame}
      aria-roledescription={many ? "carousel" : undefined}
      aria-label={many ? "Versions" : undefined}
      tabIndex={many ? 0 : undefined}
      className="w-full max-w-[var(--stage-column,48rem)] rounded-2xl focus-visible:outline-offset-4"
    >
      <div
        ref={slide}
        role={many ? "group" : undefined}
        aria-roledescription={many ? "slide" : undefined}
        aria-label={many ? `Version ${props.index + 1} of ${props.count}` : undefined}
        // Vertical scrolling stays the browser's; horizontal drags are the carousel's.
        style={many ? { touchAction: "pan-y" } : undefined}
        className={many ? "select-none" : undefined}
      >
        {props.children}
      </div>
      {many ? (
        <Suspense fallback={<div aria-hidden="true" className="h-20" />}>
          <VersionControls {...props} frame={frame} slide={slide} />
        </Suspense>
      ) : null}
    </section>
  );
}
