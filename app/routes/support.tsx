import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Support", "Get help with logo purchases, payments, downloads and customization.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function SupportPage() {
  return <PageHeader title="Support">We are here to help with purchases, payments and downloads.</PageHeader>;
}
