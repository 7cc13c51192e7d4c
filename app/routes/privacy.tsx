import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Privacy Policy", "What LogoMarket stores about you, why, and your rights.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy">What we store about you, why, and your rights.</PageHeader>;
}
