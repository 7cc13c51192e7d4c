import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Blocks } from "#app/components/content/rich-text.tsx";
import { imprintSections } from "#app/content/imprint.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteConfig } from "#app/server/site-config.server.ts";

export const meta: MetaFunction = () =>
  pageMeta("Imprint", "Company information, contact details and legal notices for LogoMarket.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { site: siteConfig(context.env) };
}

export default function ImprintPage() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-gray-900">Imprint</h1>
      {imprintSections(site).map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="mb-4 text-2xl font-semibold text-gray-900">
            {section.title}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
