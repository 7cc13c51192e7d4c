import { Link } from "@remix-run/react";
import type { CatalogueLogo } from "#app/catalogue/types.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import type { GeneratedLogo } from "#app/lib/generated-logos.ts";

function RelatedCategories({ tags }: { tags: string[] }) {
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

export function CatalogueDetails({ logo }: { logo: CatalogueLogo }) {
  return (
    <div>
      <p className="text-gray-800">{logo.description}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-700">Designer</dt>
        <dd className="font-medium text-gray-900">{logo.designer}</dd>
        <dt className="text-gray-700">Category</dt>
        <dd>
          <Link to={`/browse?category=${encodeURIComponent(logo.category)}`} className="font-medium text-indigo-700 underline">
            {logo.category}
          </Link>
        </dd>
        <dt className="text-gray-700">Price</dt>
        <dd className="font-medium text-gray-900">{PRICE_LABEL}, full commercial rights</dd>
      </dl>
      <RelatedCategories tags={logo.tags} />
      <p className="mt-8 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">{REFINE_HINT}</p>
    </div>
  );
}

/** Tags the product adds itself; they are not categories worth browsing. */
const OWN_TAGS = new Set(["ai-generated", "personalized"]);

export function GeneratedDetails({ logo }: { logo: GeneratedLogo }) {
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
        <dt className="text-gray-700">Price</dt>
        <dd className="font-medium text-gray-900">{PRICE_LABEL}, full commercial rights</dd>
      </dl>
      <RelatedCategories tags={logo.tags.filter((tag) => !OWN_TAGS.has(tag))} />
      <p className="mt-8 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">{REFINE_HINT}</p>
    </div>
  );
}
