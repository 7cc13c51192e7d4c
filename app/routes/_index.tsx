import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("LogoMarket", "Browse ready-made logos or describe one and watch AI design it.");

export default function Landing() {
  return <PageHeader title="Design your Logo">Landing page under construction.</PageHeader>;
}
