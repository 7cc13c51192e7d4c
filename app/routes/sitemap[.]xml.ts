import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listCatalogueIds } from "~/server/catalogue/catalogue.server";
import { sitemapXml } from "~/server/sitemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, await listCatalogueIds(context.db)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
