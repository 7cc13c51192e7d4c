import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listCatalogueIds } from "#app/server/catalogue/catalogue.server.ts";
import { sitemapXml } from "#app/server/sitemap.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, await listCatalogueIds(context.db)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
