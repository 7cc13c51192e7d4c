import { lazy, Suspense } from "react";
import type { VersionCarouselProps } from "./swipeable-versions.tsx";

/** Versions live in the browser (refinements): the server renders one, and most logos have one. */
const SwipeableVersions = lazy(() => import("./swipeable-versions.tsx"));

/**
 * The versions of a logo (spec: swipeable carousel). With one version it is just the
 * stage; with more, the carousel (swipeable-versions.tsx), whose code loads then.
 */
export function VersionCarousel(props: VersionCarouselProps) {
  if (props.count < 2) return <>{props.children}</>;
  return (
    <Suspense fallback={<>{props.children}</>}>
      <SwipeableVersions {...props} />
    </Suspense>
  );
}
