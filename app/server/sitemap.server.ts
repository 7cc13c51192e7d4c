import { BLOG_ARTICLES } from "#app/content/blog-articles.ts";

/**
 * What search engines are told about: the public pages, each blog article, each
 * catalogue logo's page, and the paths they should leave alone.
 */
export const PUBLIC_PAGES = [
  "/",
  "/browse",
  "/sold-logos",
  "/buy-logos",
  "/sell-logos",
  "/support",
  "/designer-handbook",
  "/about",
  "/blog",
  "/imprint",
  "/return",
  "/shipping",
  "/terms",
  "/privacy",
] as const;

// Machine endpoints and per-person pages. The purchase result pages are not here: they
// carry a noindex meta tag instead, which crawlers can only see if they may fetch them.
const NOT_FOR_CRAWLERS = ["/api/", "/agent/", "/webhooks/", "/dashboard", "/orders/"];

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(origin: string, catalogueIds: readonly number[]): string {
  const entries = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: null as string | null })),
    ...BLOG_ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
    ...catalogueIds.map((id) => ({ path: `/logo/${id}`, lastmod: null })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
