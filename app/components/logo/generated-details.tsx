import type { GeneratedLogo } from "#app/lib/generated-logos.ts";
import type { LogoOffer } from "#app/lib/logo-offer.ts";
import { Hint, Licence, RelatedCategories } from "./logo-details.tsx";

/** Tags the product adds itself; they are not categories worth browsing. */
const OWN_TAGS = new Set(["ai-generated", "personalized"]);

/**
 * A generated version's details: its prompt (to its maker), when it was made, what it
 * costs. Only where a generated version is on screen: an island of the logo page.
 */
export default function GeneratedDetails({ logo, offer }: { logo: GeneratedLogo; offer: LogoOffer }) {
  const created = new Date(logo.createdAt);
  return (
    <div>
      {logo.isGenerating || logo.error ? null : <p className="text-gray-800">{logo.description}</p>}
      {logo.metadataError ? (
        <p role="status" className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          {logo.metadataError}
        </p>
      ) : null}
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {/* Only its owner is told the prompt (the server sends no prompt to anyone else). */}
        {logo.prompt || logo.generationPrompt ? (
          <>
            <dt className="text-gray-700">{logo.parentLogoId ? "Change" : "Prompt"}</dt>
            <dd className="whitespace-pre-line font-medium text-gray-900">{logo.prompt || logo.generationPrompt}</dd>
          </>
        ) : null}
        <dt className="text-gray-700">Created</dt>
        <dd className="font-medium text-gray-900">
          <time dateTime={logo.createdAt}>{created.toLocaleString()}</time>
        </dd>
        <Licence offer={offer} />
      </dl>
      <RelatedCategories tags={logo.tags.filter((tag) => !OWN_TAGS.has(tag))} />
      <Hint offer={offer} generated />
    </div>
  );
}
