import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { articleSummary, categoryCounts, filterArticles, readBlogFilters, type BlogFilters } from "#app/blog/blog.ts";
import { ArticleCard } from "#app/components/blog/article-card.tsx";
import { BlogSidebar } from "#app/components/blog/blog-sidebar.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { submitNewsletterForm } from "#app/server/content/newsletter.server.ts";
import { newsletterLimit } from "#app/server/limits/limits.server.ts";
import { mailerFor } from "#app/server/mail/http-transport.server.ts";

export const meta: MetaFunction = () =>
  pageMeta("Blog", "Articles on logo design trends, branding, AI design tools and logo file formats from the LogoMarket team.");

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = readBlogFilters(new URL(request.url).searchParams);
  return { filters, articles: filterArticles(filters).map(articleSummary), counts: categoryCounts() };
}

/** The newsletter form posts here, with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { status, retryAfterSeconds, ...reply } = await submitNewsletterForm(context.db, mailerFor(context.env, context.db), newsletterLimit(context.env), request, await request.formData());
  return data(reply, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

/** A refused subscription (too many from one address) says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

function filterTitle({ category, tag }: BlogFilters) {
  if (category && tag) return `${category} articles tagged #${tag}`;
  if (category) return `${category} articles`;
  return `Articles tagged #${tag}`;
}

export default function BlogPage() {
  const { filters, articles, counts } = useLoaderData<typeof loader>();
  const newsletter = useActionData<typeof action>();
  const filtered = filters.category !== null || filters.tag !== null;
  const [featured, ...recent] = articles;

  return (
    <>
      <div className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-10 pt-14 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">Blog</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            Ideas, guides and stories about logo design, branding and designing with AI.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div>
          {filtered ? (
            <section aria-labelledby="results-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="results-heading" className="text-2xl font-bold text-gray-900">
                  {filterTitle(filters)}
                </h2>
                <Link to="/blog" preventScrollReset className="font-medium text-indigo-700 underline">
                  Show all articles
                </Link>
              </div>
              <p role="status" className="mt-1 text-gray-700">
                {articles.length === 1 ? "1 article" : `${articles.length} articles`}
              </p>
              {articles.length === 0 ? (
                <p className="mt-6 rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">
                  No articles here yet. New ones are on their way: subscribe to the newsletter to hear about them.
                </p>
              ) : (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                  {articles.map((article) => (
                    <li key={article.id} className="flex">
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <>
              {featured ? (
                <section aria-labelledby="featured-heading">
                  <h2 id="featured-heading" className="mb-4 text-2xl font-bold text-gray-900">
                    Featured Article
                  </h2>
                  <ArticleCard article={featured} featured />
                </section>
              ) : null}
              <section aria-labelledby="recent-heading" className="mt-12">
                <h2 id="recent-heading" className="mb-4 text-2xl font-bold text-gray-900">
                  Recent Articles
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2">
                  {recent.map((article) => (
                    <li key={article.id} className="flex">
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </div>
        <BlogSidebar filters={filters} counts={counts} newsletter={{ result: newsletter?.result, message: newsletter?.message }} />
      </div>
    </>
  );
}
