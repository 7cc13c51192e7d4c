import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CatalogueGrid } from "#app/components/browse/catalogue-grid.tsx";
import { FiltersPanel } from "#app/components/browse/filters-panel.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { listPopularTags, searchCatalogue } from "#app/server/catalogue/catalogue.server.ts";
import { filtersToSearch, readFilters, readPage, type CatalogueFilters } from "#app/catalogue/filters.ts";
import { designOfferHref } from "#app/catalogue/design-offer.ts";
import { catalogueCard } from "#app/catalogue/types.ts";
import { BROWSE_PAGE_SIZE } from "#app/lib/ui.ts";
import { pageMeta } from "#app/lib/meta.ts";

const TAG_CHIPS = 24;

export const meta: MetaFunction = () =>
  pageMeta("Browse Logos", "Browse ready-made logos by category and tag, or pick a few to personalize with AI.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const page = readPage(params);
  const [result, tags] = await Promise.all([
    searchCatalogue(context.db, filters, { offset: (page - 1) * BROWSE_PAGE_SIZE, limit: BROWSE_PAGE_SIZE }),
    listPopularTags(context.db, TAG_CHIPS),
  ]);
  return { logos: result.logos.map(catalogueCard), total: result.total, filters, page, pageCount: Math.max(1, Math.ceil(result.total / BROWSE_PAGE_SIZE)), tags };
}

function countText(shown: number, total: number, page: number) {
  if (total === 0) return "0 logos";
  if (shown === total) return `${total} ${total === 1 ? "logo" : "logos"}`;
  const first = (page - 1) * BROWSE_PAGE_SIZE + 1;
  return `${first}–${first + shown - 1} of ${total} logos`;
}

export default function BrowsePage() {
  const { logos, total, filters, page, pageCount, tags } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Browse Logos">
        Ready-made logos by independent designers. Filter by category and tag, open one to refine it with AI, or
        select a few as inspiration for a new design.
      </PageHeader>
      {/* min-w-0: the filter chips scroll sideways on a phone instead of widening the page. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <FiltersPanel filters={filters} tags={tags} />
        </aside>
        {/* Beside the tall filters (lg), the results stay in view while a chip far down the
            filters is chosen: an empty result says so where the visitor looks. */}
        <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <CatalogueGrid
            logos={logos}
            countText={`Showing ${countText(logos.length, total, page)}`}
            linkSuffix="?source=browse"
            empty={<NoLogosFound filters={filters} />}
          />
          {pageCount > 1 ? (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
              {page > 1 ? (
                <Link to={`/browse${filtersToSearch(filters, page - 1)}`} className="rounded-lg border border-gray-300 px-4 py-2 font-medium">
                  Previous
                </Link>
              ) : null}
              <span className="text-sm text-gray-700">
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link to={`/browse${filtersToSearch(filters, page + 1)}`} className="rounded-lg border border-gray-300 px-4 py-2 font-medium">
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** What was looked for, in words: the search box is out of sight on a phone (in the menu). */
function criteria(filters: CatalogueFilters): string {
  const parts = [];
  if (filters.search) parts.push(`“${filters.search}”`);
  if (filters.category) parts.push(`in ${filters.category}`);
  if (filters.tags.length > 0) parts.push(`tagged ${filters.tags.join(" or ")}`);
  return parts.join(" ");
}

/**
 * Spec: 'No logos found matching your criteria.' with 'Clear filters'; and, as no dead
 * end, the offer to design that logo: a plain link that fills the prompt bar with the
 * words and filters (app/catalogue/design-offer.ts), with or without JavaScript.
 */
function NoLogosFound({ filters }: { filters: CatalogueFilters }) {
  const looked = criteria(filters);
  return (
    <div role="status">
      <p className="text-lg text-gray-800">No logos found matching your criteria.</p>
      {looked ? <p className="mt-1 text-gray-700 [overflow-wrap:anywhere]">You looked for {looked}.</p> : null}
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        <Link
          to={designOfferHref(filters)}
          preventScrollReset
          replace
          className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700"
        >
          Design it with AI
        </Link>
        <Link to="/browse" className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50">
          Clear filters
        </Link>
      </div>
      <p className="mx-auto mt-4 max-w-md text-sm text-gray-700">
        Your words go into the prompt bar below: add your brand&apos;s name and what it does (tips in the{" "}
        <Link to="/designer-handbook" className="font-medium text-indigo-700 underline">
          Designer Handbook
        </Link>
        ).
      </p>
    </div>
  );
}
