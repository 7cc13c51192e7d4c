import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("My Logos", "The logos you have generated with LogoMarket’s AI designer.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function MyLogosPage() {
  return <PageHeader title="My Logos">The logos you have generated.</PageHeader>;
}
