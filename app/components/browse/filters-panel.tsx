import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  activeFilterCount,
  clearFilters,
  filtersToSearch,
  toggleCategory,
  toggleTag,
  type CatalogueFilters,
} from "#app/catalogue/filters.ts";
import { CATEGORIES } from "#protocol/taxonomy.ts";

function Chip({ to, selected, label }: { to: string; selected: boolean; label: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      replace
      aria-current={selected ? "true" : undefined}
      // relative: keeps the sr-only "(selected)" inside the chip row that scrolls on phones.
      className={`relative inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium ${
        selected
          ? "border-indigo-600 bg-indigo-600 text-white"
          : "border-gray-300 bg-white text-gray-800 hover:border-gray-400"
      }`}
    >
      {selected ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      ) : null}
      {label}
      {selected ? <span className="sr-only">(selected)</span> : null}
    </Link>
  );
}

/**
 * On a phone each list of chips is one row that scrolls sideways, so the logos start on
 * the first screen instead of below four rows of categories and five of tags; beside the
 * grid (lg and up) the chips wrap.
 */
const CHIP_ROW = "mt-2 -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0";

/**
 * Category (single) and tag (any of) chips as links: each chip's link is the URL with
 * that filter toggled, so filtering works without JavaScript and is shareable.
 */
export function FiltersPanel({ filters, tags }: { filters: CatalogueFilters; tags: string[] }) {
  const count = activeFilterCount(filters);
  const href = (next: CatalogueFilters) => `/browse${filtersToSearch(next)}`;
  // Selected tags stay visible even when they are not among the most used ones.
  const shownTags = [...filters.tags.filter((tag) => !tags.includes(tag)), ...tags];
  const panel = useRef<HTMLElement>(null);
  useSelectedChipsInView(panel, filtersToSearch(filters));

  return (
    <section ref={panel} aria-labelledby="filters-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="filters-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          Filters
          {count > 0 ? (
            <span
              className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white"
              aria-label={`${count} active`}
              data-testid="active-filter-count"
            >
              {count}
            </span>
          ) : null}
        </h2>
        {count > 0 ? (
          <Link to={href(clearFilters(filters))} preventScrollReset replace className="text-sm font-medium text-indigo-700 underline">
            Clear all
          </Link>
        ) : null}
      </div>

      {filters.search ? (
        // The search box is in the menu on a phone: the search that narrows the logos shows here too.
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-indigo-50 py-1 pl-3 pr-1 text-sm text-indigo-950" data-testid="active-search">
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            Search: <span className="font-semibold">“{filters.search}”</span>
          </span>
          <Link
            to={href({ ...filters, search: "" })}
            preventScrollReset
            replace
            aria-label={`Remove the search “${filters.search}”`}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-indigo-900 hover:bg-indigo-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Link>
        </p>
      ) : null}

      <h3 className="mt-4 text-sm font-semibold text-gray-800" id="category-heading">
        Category
      </h3>
      <ul aria-labelledby="category-heading" className={CHIP_ROW}>
        {CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Chip to={href(toggleCategory(filters, category))} selected={filters.category === category} label={category} />
          </li>
        ))}
      </ul>

      <h3 className="mt-5 text-sm font-semibold text-gray-800" id="tags-heading">
        Tags
      </h3>
      <ul aria-labelledby="tags-heading" className={CHIP_ROW}>
        {shownTags.map((tag) => (
          <li key={tag} className="shrink-0">
            <Chip to={href(toggleTag(filters, tag))} selected={filters.tags.includes(tag)} label={tag} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A row that scrolls sideways (phones) may hide its selected chip, for instance when the
 * page opens from a link to /browse?category=Sports: scroll each row so that its first
 * selected chip shows. Rows that wrap (lg and up) do not scroll, so nothing moves there.
 */
function useSelectedChipsInView(panel: React.RefObject<HTMLElement | null>, filtersKey: string) {
  useEffect(() => {
    for (const row of panel.current?.querySelectorAll("ul") ?? []) {
      const chip = row.querySelector<HTMLElement>('[aria-current="true"]');
      if (!chip || row.scrollWidth <= row.clientWidth) continue;
      const rowBox = row.getBoundingClientRect();
      const chipBox = chip.getBoundingClientRect();
      const padding = 16;
      if (chipBox.right > rowBox.right - padding) row.scrollLeft += chipBox.right - rowBox.right + padding;
      else if (chipBox.left < rowBox.left + padding) row.scrollLeft -= rowBox.left + padding - chipBox.left;
    }
  }, [panel, filtersKey]);
}
