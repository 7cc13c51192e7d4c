import { BLOG_ARTICLES, BLOG_CATEGORIES, type BlogArticle, type BlogCategory } from "#app/content/blog-articles.ts";
import type { Block } from "#app/content/types.ts";

/**
 * Reading the blog: filters from the URL (category and tag buttons are links, so they
 * work without JavaScript and can be shared), the article list, one article by slug.
 */

export interface BlogFilters {
  category: BlogCategory | null;
  tag: string | null;
}

const KNOWN_TAGS = new Set(BLOG_ARTICLES.flatMap((article) => article.tags));

function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** Unknown values are dropped rather than echoed back: the list then shows everything. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get("category");
  const tag = params.get("tag")?.trim().toLowerCase() ?? null;
  return {
    category: category && isBlogCategory(category) ? category : null,
    tag: tag && KNOWN_TAGS.has(tag) ? tag : null,
  };
}

export function blogHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** Category and tag combine with AND; choosing the active one again clears it. */
export function toggleCategory(filters: BlogFilters, category: BlogCategory): BlogFilters {
  return { ...filters, category: filters.category === category ? null : category };
}

export function toggleTag(filters: BlogFilters, tag: string): BlogFilters {
  return { ...filters, tag: filters.tag === tag ? null : tag };
}

export function filterArticles(filters: BlogFilters, articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] {
  return articles.filter(
    (article) =>
      (!filters.category || article.category === filters.category) && (!filters.tag || article.tags.includes(filters.tag)),
  );
}

/** Real counts, not the old product's random ones: a category without articles says 0. */
export function categoryCounts(articles: readonly BlogArticle[] = BLOG_ARTICLES): Record<BlogCategory, number> {
  const counts = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category, 0])) as Record<BlogCategory, number>;
  for (const article of articles) counts[article.category] += 1;
  return counts;
}

export function findArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

const WORDS_PER_MINUTE = 200;

function blockText(block: Block): string {
  if (typeof block === "string") return block;
  return "list" in block ? block.list.join(" ") : block.subheading;
}

/** Worked out from the article's length rather than typed in, so it stays true. */
export function readTime(article: BlogArticle): string {
  const words = article.content.map(blockText).join(" ").split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** What a card in the list needs: everything but the body, plus the derived labels. */
export function articleSummary(article: BlogArticle) {
  const { content: _content, ...rest } = article;
  return { ...rest, readTime: readTime(article), displayDate: formatArticleDate(article.date) };
}
export type ArticleSummary = ReturnType<typeof articleSummary>;

/** The articles either side in publication order, for "previous / next" navigation. */
export function neighbours(article: BlogArticle) {
  const index = BLOG_ARTICLES.findIndex((other) => other.id === article.id);
  return { newer: BLOG_ARTICLES[index - 1] ?? null, older: BLOG_ARTICLES[index + 1] ?? null };
}
