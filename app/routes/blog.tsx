import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Blog", "Articles on logo design, branding and AI design tools.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function BlogPage() {
  return <PageHeader title="Blog">Articles on logo design, branding and AI design tools.</PageHeader>;
}
