import { Link } from "@remix-run/react";
import type { ArticleSummary } from "#app/blog/blog.ts";
import { ArticleCover } from "./article-cover.tsx";

function Byline({ article }: { article: ArticleSummary }) {
  return (
    <p className="text-sm text-gray-700">
      {article.author} · <time dateTime={article.date}>{article.displayDate}</time> · {article.readTime}
    </p>
  );
}

/**
 * An article in the list. The title is the one link; it stretches over the card so the
 * whole card is a target without repeating the link for screen readers.
 */
export function ArticleCard({ article, featured = false, headingLevel = 3 }: { article: ArticleSummary; featured?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`relative flex overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm hover:shadow-md ${
        featured ? "flex-col md:flex-row" : "flex-col"
      }`}
    >
      <ArticleCover cover={article.cover} id={article.slug} className={featured ? "aspect-video w-full md:w-1/2" : "aspect-video w-full"} />
      <div className={`flex flex-1 flex-col gap-2 p-5 ${featured ? "md:p-8" : ""}`}>
        <p className="text-sm font-semibold text-indigo-700">{article.category}</p>
        <Heading className={`font-bold text-gray-900 ${featured ? "text-2xl md:text-3xl" : "text-lg"}`}>
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="text-gray-700">{article.excerpt}</p>
        <div className="mt-auto pt-2">
          <Byline article={article} />
        </div>
      </div>
    </article>
  );
}
