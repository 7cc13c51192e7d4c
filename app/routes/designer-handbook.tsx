import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = () =>
  pageMeta("Designer Handbook", "A guide to describing logos for AI generation: prompt structure, examples and techniques.");

// The page’s full content is built by a later issue; the route exists so links work.
export default function DesignerHandbookPage() {
  return <PageHeader title="Designer Handbook">How to describe a logo so the AI designs what you have in mind.</PageHeader>;
}
