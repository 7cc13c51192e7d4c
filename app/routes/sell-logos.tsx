import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Sell Logos", "Sell your logo designs on LogoMarket and earn on every sale.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function SellLogosPage() {
  return <PageHeader title="Sell Logos">Designers submit logos by e-mail and earn on every sale.</PageHeader>;
}
