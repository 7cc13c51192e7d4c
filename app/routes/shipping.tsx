import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Digital Delivery", "How purchased logos are delivered: instant download, e-mail and My Logos.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function ShippingPage() {
  return <PageHeader title="Digital Delivery">Every logo is delivered digitally, the moment you pay.</PageHeader>;
}
