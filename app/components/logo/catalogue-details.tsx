import { Link } from "@remix-run/react";
import type { CatalogueLogo } from "#app/catalogue/types.ts";
import type { LogoOffer } from "#app/lib/logo-offer.ts";
import { Hint, KitIncludes, Licence, OtherIdeas, RelatedCategories } from "./logo-details.tsx";

/**
 * A catalogue logo's description, designer, price and what buying it gives. Links and a
 * plain form: the logo page renders it as a deferred island, so its code is not part of
 * the page's first load.
 */
export default function CatalogueDetails({ logo, offer }: { logo: CatalogueLogo; offer: LogoOffer }) {
  return (
    <div>
      <p className="text-gray-800">{logo.description}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-700">Designer</dt>
        <dd className="font-medium text-gray-900">
          {logo.designer}
          {logo.sample ? (
            // Said plainly: the bundled catalogue's designers are made up.
            <span className="ml-2 rounded border border-gray-400 px-1.5 py-0.5 text-xs font-normal text-gray-700" title="A sample designer from the demo catalogue">
              Sample
            </span>
          ) : null}
        </dd>
        <dt className="text-gray-700">Category</dt>
        <dd>
          <Link to={`/browse?category=${encodeURIComponent(logo.category)}`} className="font-medium text-indigo-700 underline">
            {logo.category}
          </Link>
        </dd>
        <Licence offer={offer} />
      </dl>
      <KitIncludes offer={offer} />
      <OtherIdeas offer={offer} refine={String(logo.id)} />
      <RelatedCategories tags={logo.tags} />
      <Hint offer={offer} generated={false} />
    </div>
  );
}
