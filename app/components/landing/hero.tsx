import { Link } from "@remix-run/react";
import type { CatalogueCard } from "#app/catalogue/types.ts";
import { HIGH_PRIORITY } from "#app/components/logo-image.tsx";
import { requestPromptFocus } from "#app/lib/app-events.ts";

/** Below Tailwind's `lg` (64rem), where the showcase below is `hidden`. */
const SHOWCASE_HIDDEN = "(max-width: 63.99rem)";
/** A transparent pixel, inline: what a hidden showcase picture loads instead (nothing to fetch). */
const NO_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The first screen: what the product does and its two ways in. */
export function Hero({ logoCount, showcase }: { logoCount: number; showcase: CatalogueCard[] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            A logo you love, in the time it takes to describe it
          </h1>
          <p className="mt-5 max-w-xl text-lg text-gray-700">
            Describe your brand and watch our design agent draw it live, then refine it as often as you like. Or pick
            one of {logoCount} ready-made logos. Every logo is yours for a single price, with or without an account.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A button, not a link: it focuses the prompt bar already on this page. */}
            <button
              type="button"
              onClick={requestPromptFocus}
              className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700"
            >
              Design your Logo
            </button>
            <Link
              to="/browse"
              className="rounded-lg border border-gray-300 bg-white px-6 py-3 font-semibold text-gray-900 hover:bg-gray-50"
            >
              Browse Logos
            </Link>
          </div>
        </div>
        <ul aria-hidden="true" className="hidden grid-cols-2 gap-4 lg:grid">
          {showcase.map((logo, index) => (
            <li
              key={logo.id}
              className={`aspect-square rounded-2xl shadow-sm ${logo.bgColor} ${index % 2 === 1 ? "translate-y-6" : ""}`}
            >
              <picture>
                {/* Narrower than lg the showcase is hidden: a phone downloads nothing for it. */}
                <source media={SHOWCASE_HIDDEN} srcSet={NO_PICTURE} />
                <img src={logo.image} alt="" width={512} height={512} {...(index === 0 ? HIGH_PRIORITY : {})} className="h-full w-full object-contain p-6" />
              </picture>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
