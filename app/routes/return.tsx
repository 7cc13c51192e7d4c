import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Return Policy", "Our 30-day money-back guarantee on every logo purchase.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function ReturnPage() {
  return <PageHeader title="Return Policy">A 30-day money-back guarantee on every purchase.</PageHeader>;
}
