import { formatDateTime } from "#app/lib/dates.ts";
import type { GeneratedLogo } from "#app/lib/generated-logos.ts";
import type { LogoOffer } from "#app/lib/logo-offer.ts";
import { Hint, KitIncludes, Licence, OtherIdeas, RelatedCategories } from "./logo-details.tsx";

/** Tags the product adds itself; they are not categories worth browsing. */
const OWN_TAGS = new Set(["ai-generated", "personalized"]);

/**
 * A generated version's details: its description, when it was made, what it costs and
 * what the kit holds. Only where a generated version is on screen: an island of the logo page.
 */
export default function GeneratedDetails({ logo, offer }: { logo: GeneratedLogo; offer: LogoOffer }) {
  return (
    <div>
      {logo.isGenerating || logo.error ? null : <p className="text-gray-800">{logo.description}</p>}
      {logo.metadataError ? (
        <p role="status" className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          {logo.metadataError}
        </p>
      ) : null}
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {/* The prompt is not repeated here: the conversation above says what was asked for each version. */}
        <dt className="text-gray-700">Created</dt>
        <dd className="font-medium text-gray-900">
          <time dateTime={logo.createdAt}>{formatDateTime(logo.createdAt)}</time>
        </dd>
        <Licence offer={offer} />
      </dl>
      <KitIncludes offer={offer} />
      {logo.isGenerating || logo.error ? null : <OtherIdeas offer={offer} refine={logo.id} />}
      <RelatedCategories tags={logo.tags.filter((tag) => !OWN_TAGS.has(tag))} />
      <Hint offer={offer} generated />
    </div>
  );
}
