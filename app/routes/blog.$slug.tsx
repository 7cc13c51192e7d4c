import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { articleSummary, blogHref, findArticle, neighbours } from "#app/blog/blog.ts";
import { ArticleCover } from "#app/components/blog/article-cover.tsx";
import { Blocks } from "#app/components/content/rich-text.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta(data.article.title, data.article.excerpt), { property: "og:type", content: "article" }] : [];

export async function loader({ params }: LoaderFunctionArgs) {
  const article = findArticle(params.slug ?? "");
  if (!article) throw data("Article not found", { status: 404 });
  const { newer, older } = neighbours(article);
  const link = (other: typeof newer) => (other ? { slug: other.slug, title: other.title } : null);
  return { article: { ...articleSummary(article), content: article.content }, newer: link(newer), older: link(older) };
}

export default function ArticlePage() {
  const { article, newer, older } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/blog" className="font-medium text-indigo-700 underline">
          Blog
        </Link>
        <span aria-hidden="true" className="mx-2 text-gray-600">
          /
        </span>
        <Link to={blogHref({ category: article.category, tag: null })} className="font-medium text-indigo-700 underline">
          {article.category}
        </Link>
      </nav>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-gray-700">
        By {article.author} · <time dateTime={article.date}>{article.displayDate}</time> · {article.readTime}
      </p>
      <ArticleCover cover={article.cover} id={article.slug} className="mt-8 aspect-video w-full rounded-2xl" />
      <p className="mt-8 text-xl leading-8 text-gray-800">{article.excerpt}</p>
      <div className="mt-6 text-lg">
        <Blocks blocks={article.content} subheadingLevel={2} />
      </div>

      <section aria-labelledby="tags-heading" className="mt-10 border-t border-gray-200 pt-6">
        <h2 id="tags-heading" className="text-sm font-semibold text-gray-900">
          Tags
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={blogHref({ category: null, tag })}
                className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:border-gray-400"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label="More articles" className="mt-10 grid gap-4 sm:grid-cols-2">
        {newer ? (
          <Link to={`/blog/${newer.slug}`} className="rounded-2xl border border-gray-200 p-4 hover:border-gray-400">
            <span className="block text-sm text-gray-700">Newer article</span>
            <span className="font-semibold text-gray-900">{newer.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link to={`/blog/${older.slug}`} className="rounded-2xl border border-gray-200 p-4 text-right hover:border-gray-400">
            <span className="block text-sm text-gray-700">Older article</span>
            <span className="font-semibold text-gray-900">{older.title}</span>
          </Link>
        ) : null}
      </nav>
      <p className="mt-8">
        <Link to="/blog" className="font-medium text-indigo-700 underline">
          Back to all articles
        </Link>
      </p>
    </article>
  );
}
