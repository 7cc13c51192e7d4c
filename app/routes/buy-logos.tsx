import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("How Buying Works", "How buying a logo on LogoMarket works: choose or generate, pay securely, download instantly.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function BuyLogosPage() {
  return <PageHeader title="How Buying Works">Choose or generate a logo, pay securely and download it at once.</PageHeader>;
}
