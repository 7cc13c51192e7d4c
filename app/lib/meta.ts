import type { MetaDescriptor } from "@remix-run/cloudflare";

import { SITE_NAME } from "#protocol/site.ts";

/** Title and description for a page; every route states both (SEO, share previews). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}

/** For pages that only make sense to one visitor at one moment (purchase results): never in search results. */
export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };
