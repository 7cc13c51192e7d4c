import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { countCatalogueLogos, listNewestLogos } from "#app/server/catalogue/catalogue.server.ts";
import { catalogueCard } from "#app/catalogue/types.ts";
import { Hero } from "#app/components/landing/hero.tsx";
import { NewestStrip } from "#app/components/landing/newest-strip.tsx";
import LandingSections from "#app/components/landing/landing-sections.tsx?markup";
import { StaticIsland } from "#app/components/static-island.tsx";
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

/** The sections' code, for a visit that reaches the landing page by a client-side navigation. */
const loadLandingSections = () => import("#app/components/landing/landing-sections.tsx");

export default function Landing() {
  const { newest, logoCount } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero logoCount={logoCount} showcase={newest.slice(0, 4)} />
      <NewestStrip logos={newest} />
      <StaticIsland id="landing-sections" className="contents" load={loadLandingSections}>
        <LandingSections />
      </StaticIsland>
    </>
  );
}
