import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { countCatalogueLogos, listNewestLogos } from "#app/server/catalogue/catalogue.server.ts";
import { catalogueCard } from "#app/catalogue/types.ts";
import { Faq } from "#app/components/landing/faq.tsx";
import { Features } from "#app/components/landing/features.tsx";
import { Hero } from "#app/components/landing/hero.tsx";
import { NewestStrip } from "#app/components/landing/newest-strip.tsx";
import { FAQ, FEATURES } from "#app/content/landing.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import { NEWEST_STRIP_COUNT } from "#app/lib/ui.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { SITE_NAME } from "#protocol/site.ts";

export const meta: MetaFunction = () =>
  pageMeta(SITE_NAME, `Describe your logo and watch AI design it live, refine it as often as you like, or browse ready-made logos. Every logo ${PRICE_LABEL}.`);

export async function loader({ context }: LoaderFunctionArgs) {
  const [newest, logoCount] = await Promise.all([
    listNewestLogos(context.db, NEWEST_STRIP_COUNT),
    countCatalogueLogos(context.db),
  ]);
  return { newest: newest.map(catalogueCard), logoCount };
}

export default function Landing() {
  const { newest, logoCount } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero logoCount={logoCount} showcase={newest.slice(0, 4)} />
      <NewestStrip logos={newest} />
      <Features features={FEATURES} />
      <Faq entries={FAQ} />
    </>
  );
}
