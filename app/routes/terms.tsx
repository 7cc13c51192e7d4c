import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import { TERMS_LAST_UPDATED, termsSections } from "#app/content/terms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteConfig } from "#app/server/site-config.server.ts";

export const meta: MetaFunction = () =>
  pageMeta("Terms of Service", "The terms for buying and using logos from LogoMarket: licensing, payment, refunds and your obligations.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { site: siteConfig(context.env) };
}

export default function TermsPage() {
  const { site } = useLoaderData<typeof loader>();
  return <LegalDocument title="Terms of Service" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections(site)} />;
}
