import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Dashboard", "Your logos, purchases and profile.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function DashboardPage() {
  return <PageHeader title="Dashboard">Your logos, purchases and profile.</PageHeader>;
}
