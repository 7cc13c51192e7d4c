import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import { PRIVACY_LAST_UPDATED, privacySections } from "#app/content/privacy.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteConfig } from "#app/server/site-config.server.ts";
import { cookieName, VISITOR_COOKIE } from "#app/server/cookies.server.ts";

export const meta: MetaFunction = () =>
  pageMeta("Privacy Policy", "What LogoMarket stores about you (cookies, browser storage, generations, purchases), why, and your rights.");

export async function loader({ context, request }: LoaderFunctionArgs) {
  return {
    site: siteConfig(context.env),
    cookies: { visitorCookie: cookieName(VISITOR_COOKIE, request), visitorCookieDays: Math.round(VISITOR_COOKIE.maxAgeSeconds / 86_400) },
  };
}

export default function PrivacyPage() {
  const { site, cookies } = useLoaderData<typeof loader>();
  return <LegalDocument title="Privacy Policy" lastUpdated={PRIVACY_LAST_UPDATED} sections={privacySections(site, cookies)} />;
}
