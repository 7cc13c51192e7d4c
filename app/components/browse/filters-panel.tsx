import { Link } from "@remix-run/react";
import {
  activeFilterCount,
  clearFilters,
  filtersToSearch,
  toggleCategory,
  toggleTag,
  type CatalogueFilters,
} from "~/catalogue/filters";
import { CATEGORIES } from "~/lib/taxonomy";

function Chip({ to, selected, label }: { to: string; selected: boolean; label: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      replace
      aria-current={selected ? "true" : undefined}
      className={`inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium ${
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
 * Category (single) and tag (any of) chips as links: each chip's link is the URL with
 * that filter toggled, so filtering works without JavaScript and is shareable.
 */
export function FiltersPanel({ filters, tags }: { filters: CatalogueFilters; tags: string[] }) {
  const count = activeFilterCount(filters);
  const href = (next: CatalogueFilters) => `/browse${filtersToSearch(next)}`;
  // Selected tags stay visible even when they are not among the most used ones.
  const shownTags = [...filters.tags.filter((tag) => !tags.includes(tag)), ...tags];

  return (
    <section aria-labelledby="filters-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
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

      <h3 className="mt-4 text-sm font-semibold text-gray-800" id="category-heading">
        Category
      </h3>
      <ul aria-labelledby="category-heading" className="mt-2 flex flex-wrap gap-2">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Chip to={href(toggleCategory(filters, category))} selected={filters.category === category} label={category} />
          </li>
        ))}
      </ul>

      <h3 className="mt-5 text-sm font-semibold text-gray-800" id="tags-heading">
        Tags
      </h3>
      <ul aria-labelledby="tags-heading" className="mt-2 flex flex-wrap gap-2">
        {shownTags.map((tag) => (
          <li key={tag}>
            <Chip to={href(toggleTag(filters, tag))} selected={filters.tags.includes(tag)} label={tag} />
          </li>
        ))}
      </ul>
    </section>
  );
}
