import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/content/legal-document";
import { PRIVACY_LAST_UPDATED, privacySections } from "~/content/privacy";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config.server";

export const meta: MetaFunction = () =>
  pageMeta("Privacy Policy", "What LogoMarket stores about you (cookies, browser storage, generations, purchases), why, and your rights.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { site: siteConfig(context.env) };
}

export default function PrivacyPage() {
  const { site } = useLoaderData<typeof loader>();
  return <LegalDocument title="Privacy Policy" lastUpdated={PRIVACY_LAST_UPDATED} sections={privacySections(site)} />;
}
