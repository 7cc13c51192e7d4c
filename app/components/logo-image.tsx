import { useEffect, useRef, useState } from "react";
import { LAZY_ROOT_MARGIN } from "#app/lib/ui.ts";

/**
 * React 18 does not know `fetchPriority` and warns; it passes the lower-case HTML
 * attribute through untouched.
 */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

interface LogoImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * 'lazy' (default): loads 200 px before it scrolls into view. 'eager': above the
   * fold, in the server's HTML so it needs no JavaScript. 'priority': eager and first
   * in line (the page's main picture).
   */
  loading?: "lazy" | "eager" | "priority";
}

/**
 * A logo picture: sized (no layout shift), loaded 200 px before it scrolls into view
 * (the spec's margin; the browser's own lazy loading starts far earlier), and a
 * 'Failed to load' box instead of a broken image. Without JavaScript, <noscript>
 * carries a plain lazy image.
 */
export function LogoImage({ src, alt, width, height, className = "", loading = "lazy" }: LogoImageProps) {
  const eager = loading !== "lazy";
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => setFailed(false), [src]);

  // An image that failed before React hydrated fired its error event unheard: look.
  useEffect(() => {
    const element = ref.current;
    if (near && element?.complete && element.naturalWidth === 0 && element.getAttribute("src")) setFailed(true);
  }, [near, src]);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${alt} (failed to load)`}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex items-center justify-center ${className}`}
      >
        <span className="rounded-md bg-white px-2 py-1 text-sm text-gray-800 shadow-sm">Failed to load</span>
      </div>
    );
  }

  return (
    <>
      <img
        ref={ref}
        src={near ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        {...(loading === "priority" ? HIGH_PRIORITY : {})}
        onError={() => setFailed(true)}
        // Until it is near, the element only holds the place (no empty-image frame).
        style={near ? undefined : { visibility: "hidden" }}
        data-lazy-placeholder={eager ? undefined : ""}
        className={className}
      />
      {eager ? null : (
        <noscript>
          <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} />
        </noscript>
      )}
    </>
  );
}

/**
 * The shape of a logo still to come (a mark and two lines of lettering), instead of an
 * empty box: shown until the first partial picture, or while a version loads.
 */
export function LogoSkeleton({ label }: { label?: string }) {
  return (
    <div
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="logo-skeleton"
      className="flex h-full w-full animate-pulse flex-col items-center justify-center gap-4 bg-white p-[12%] motion-reduce:animate-none"
    >
      <div className="aspect-square w-1/3 rounded-full bg-gray-200" />
      <div className="h-[7%] w-2/3 rounded-md bg-gray-200" />
      <div className="h-[4%] w-5/12 rounded-md bg-gray-100" />
    </div>
  );
}
