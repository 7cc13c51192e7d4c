import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { blogHref, toggleCategory, toggleTag, type BlogFilters } from "#app/blog/blog.ts";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { BLOG_CATEGORIES, POPULAR_TAGS, type BlogCategory } from "#app/content/blog-articles.ts";

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
        active ? "border-indigo-600 bg-indigo-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-gray-400"
      }`}
    >
      {children}
      {active ? <span className="sr-only">(selected)</span> : null}
    </Link>
  );
}

/**
 * Categories, the newsletter and popular tags (accounts spec section 2). Category and
 * tag buttons are links to the filtered list, so they work without JavaScript.
 */
export function BlogSidebar({
  filters,
  counts,
  newsletter,
}: {
  filters: BlogFilters;
  counts: Record<BlogCategory, number>;
  newsletter: { result?: SubmissionResult<string[]>; message?: string };
}) {
  return (
    <aside className="space-y-8">
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-lg font-semibold text-gray-900">
          Categories
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <FilterLink to={blogHref(toggleCategory(filters, category))} active={filters.category === category}>
                {category}
                <span className="text-xs">({counts[category]})</span>
              </FilterLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-indigo-50 p-5">
        <h2 id="newsletter-heading" className="text-lg font-semibold text-gray-900">
          Subscribe to Our Newsletter
        </h2>
        <p className="mb-3 mt-1 text-sm text-gray-700">New articles on logo design and branding, straight to your inbox.</p>
        <NewsletterForm lastResult={newsletter.result} message={newsletter.message} />
      </section>

      <section aria-labelledby="tags-heading">
        <h2 id="tags-heading" className="text-lg font-semibold text-gray-900">
          Popular Tags
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_TAGS.map((tag) => (
            <li key={tag}>
              <FilterLink to={blogHref(toggleTag(filters, tag))} active={filters.tag === tag}>
                #{tag}
              </FilterLink>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
