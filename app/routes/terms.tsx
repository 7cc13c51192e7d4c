import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Terms of Service", "The terms that apply to buying and using logos from LogoMarket.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function TermsPage() {
  return <PageHeader title="Terms of Service">The terms that apply to buying and using logos.</PageHeader>;
}
