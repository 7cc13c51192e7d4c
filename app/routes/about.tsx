import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("About Us", "LogoMarket is a marketplace for ready-made and AI-generated logos.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function AboutPage() {
  return <PageHeader title="About Us">A marketplace for ready-made and AI-generated logos.</PageHeader>;
}
