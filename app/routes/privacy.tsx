import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import { PRIVACY_LAST_UPDATED, privacySections } from "#app/content/privacy.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteConfig } from "#app/server/site-config.server.ts";
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS } from "#app/server/visitor.server.ts";

export const meta: MetaFunction = () =>
  pageMeta("Privacy Policy", "What LogoMarket stores about you (cookies, browser storage, generations, purchases), why, and your rights.");

export async function loader({ context }: LoaderFunctionArgs) {
  return {
    site: siteConfig(context.env),
    cookies: { visitorCookie: VISITOR_COOKIE, visitorCookieDays: Math.round(VISITOR_COOKIE_MAX_AGE_SECONDS / 86_400) },
  };
}

export default function PrivacyPage() {
  const { site, cookies } = useLoaderData<typeof loader>();
  return <LegalDocument title="Privacy Policy" lastUpdated={PRIVACY_LAST_UPDATED} sections={privacySections(site, cookies)} />;
}
