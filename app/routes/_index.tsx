import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { countCatalogueLogos, listNewestLogos } from "~/server/catalogue/catalogue.server";
import { Faq } from "~/components/landing/faq";
import { Features } from "~/components/landing/features";
import { Hero } from "~/components/landing/hero";
import { NewestStrip } from "~/components/landing/newest-strip";
import { FAQ, FEATURES } from "~/content/landing";
import { PRICE_LABEL } from "~/lib/money";
import { NEWEST_STRIP_COUNT } from "~/lib/ui";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "../../workers/protocol/site";

export const meta: MetaFunction = () =>
  pageMeta(SITE_NAME, `Describe your logo and watch AI design it live, refine it as often as you like, or browse ready-made logos. Every logo ${PRICE_LABEL}.`);

export async function loader({ context }: LoaderFunctionArgs) {
  const [newest, logoCount] = await Promise.all([
    listNewestLogos(context.db, NEWEST_STRIP_COUNT),
    countCatalogueLogos(context.db),
  ]);
  return { newest, logoCount };
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
