import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/content/legal-document";
import { TERMS_LAST_UPDATED, termsSections } from "~/content/terms";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/server/site-config.server";

export const meta: MetaFunction = () =>
  pageMeta("Terms of Service", "The terms for buying and using logos from LogoMarket: licensing, payment, refunds and your obligations.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { site: siteConfig(context.env) };
}

export default function TermsPage() {
  const { site } = useLoaderData<typeof loader>();
  return <LegalDocument title="Terms of Service" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections(site)} />;
}
