import { OTHER_IDEAS_PROMPT } from "#protocol/refinement.ts";
import { Link } from "@remix-run/react";
import { StaticIsland } from "#app/components/static-island.tsx";
import { PRICE_LABEL, PRICE_TAX_NOTE } from "#app/lib/money.ts";
import type { LogoOffer } from "#app/lib/logo-offer.ts";
import KitIncludesMarkup from "./kit-includes.tsx?markup";

/** The list's code, for a page where it appears after the first load (a generated logo finished here). */
const loadKitIncludes = () => import("./kit-includes.tsx");

export function RelatedCategories({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-base font-semibold text-gray-900">Related categories</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/browse?tags=${encodeURIComponent(tag)}`}
              className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-gray-800 hover:border-gray-400"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const REFINE_HINT = "Want it your way? Describe a change in the prompt bar below — a new name, other colours, a different symbol — and our design agent makes you a version of your own.";
const START_FROM_HINT = "Like it? Describe your own version in the prompt bar below — your name, your colours — and our design agent designs a logo of your own from this one.";

/** The price line: what buying it gives, that it is the viewer's, or that it is gone. */
export function Licence({ offer }: { offer: LogoOffer }) {
  if (offer.kind === "someone-elses" || offer.kind === "unfinished") return null;
  const text = offer.kind === "bought" ? "Yours, with full commercial rights" : offer.kind === "sold" ? "Sold" : `${PRICE_LABEL} (${PRICE_TAX_NOTE}), full commercial rights`;
  return (
    <>
      <dt className="text-gray-700">{offer.kind === "bought" ? "Licence" : "Price"}</dt>
      <dd className="font-medium text-gray-900">{text}</dd>
    </>
  );
}

/** What buying it gives, while it is for sale (kit-includes.tsx: its words never reach the first load). */
export function KitIncludes({ offer }: { offer: LogoOffer }) {
  if (offer.kind !== "for-sale") return null;
  return (
    <StaticIsland id="kit-includes-island" load={loadKitIncludes}>
      <KitIncludesMarkup />
    </StaticIsland>
  );
}

/** How the prompt bar may change it: the viewer's own or a catalogue logo, refined; someone else's, started from; a sold one's design is its buyer's. */
export function Hint({ offer, generated }: { offer: LogoOffer; generated: boolean }) {
  if (offer.kind === "someone-elses") return <p className="mt-8 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">{START_FROM_HINT}</p>;
  if (generated && offer.kind === "sold") return null;
  return <p className="mt-8 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">{REFINE_HINT}</p>;
}

/**
 * "Show me other ideas": a new version of the logo whose mark and layout differ from every
 * earlier version (docs/decisions/0107). A plain form: it works without JavaScript, and with
 * it the page it lands on streams the new version as any change does. Only where the viewer
 * may change the logo.
 */
export function OtherIdeas({ offer, refine }: { offer: LogoOffer; refine: string }) {
  if (offer.kind !== "for-sale") return null;
  return (
    <form method="post" action="/generate" className="mt-6">
      <input type="hidden" name="prompt" value={OTHER_IDEAS_PROMPT} />
      <input type="hidden" name="refine" value={refine} />
      <button type="submit" className="rounded-lg border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700">
        Show me other ideas
      </button>
    </form>
  );
}
