import { useEffect, useRef, useState } from "react";
import type { CatalogueCard } from "#app/catalogue/types.ts";
import { LogoCard } from "#app/components/logo-card.tsx";
import { CAROUSEL_STEP_PX, STRIP_CARD_WIDTH_PX } from "#app/lib/ui.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * 'Newest Logos': a horizontally scrolling strip of 300 px cards. It scrolls by touch,
 * trackpad or keyboard on its own; the arrows (JavaScript only) step 320 px.
 */
export function NewestStrip({ logos }: { logos: CatalogueCard[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const update = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  const scroll = (direction: -1 | 1) => strip.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: "smooth" });

  return (
    <section aria-labelledby="newest-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="newest-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          Newest Logos
        </h2>
        {hydrated ? (
          <div className="flex gap-2">
            <ArrowButton label="Scroll left" direction={-1} disabled={edges.atStart} onClick={() => scroll(-1)} />
            <ArrowButton label="Scroll right" direction={1} disabled={edges.atEnd} onClick={() => scroll(1)} />
          </div>
        ) : null}
      </div>
      <ul
        ref={strip}
        aria-label="Newest logos"
        tabIndex={0}
        className="no-scrollbar mt-6 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth pb-2"
      >
        {logos.map((logo) => (
          <li key={logo.id} className="shrink-0 snap-start" style={{ width: STRIP_CARD_WIDTH_PX }}>
            <LogoCard logo={logo} href={`/logo/${logo.id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArrowButton(props: { label: string; direction: -1 | 1; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${props.direction < 0 ? "rotate-180" : ""}`} fill="currentColor">
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </button>
  );
}
