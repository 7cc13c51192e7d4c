import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Imprint", "Company information and legal notices for LogoMarket.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function ImprintPage() {
  return <PageHeader title="Imprint">Company information and legal notices.</PageHeader>;
}
