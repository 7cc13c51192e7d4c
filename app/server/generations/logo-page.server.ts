/**
 * What /logo/{id} needs from the server: a catalogue logo from D1, or for a generated logo
 * the server's record of its generation (the browser holds the live copy).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { previewPath } from "./logo-files.server";
import { getGenerationByLogoId, getGroupNarrations } from "./records.server";
import { getCatalogueLogo, listSimilarLogos } from "~/server/catalogue/catalogue.server";
import { CATALOGUE_ID, LOGO_ID } from "../../../workers/protocol/ids";
import type { PageLogo } from "~/lib/logo-versions";
import type { ServerGeneration } from "~/lib/server-generation";

export async function loadLogoPage(id: string, request: Request, context: AppLoadContext) {
  const origin = new URL(request.url).origin;
  if (CATALOGUE_ID.test(id)) {
    const logo = await getCatalogueLogo(context.db, Number(id));
    // A sold logo's page says so and offers logos like it that are still for sale.
    const similar = logo?.sold ? await listSimilarLogos(context.db, logo) : [];
    if (logo) return { page: { kind: "catalogue", id, logo } as PageLogo, origin, server: null, similar, narrations: {} as Record<string, string[]> };
  } else if (LOGO_ID.test(id)) {
    // A generated logo lives in its visitor's browser first (the page reads it there, live);
    // the server's record serves pages without JavaScript and links opened elsewhere.
    const record = await getGenerationByLogoId(context.db, id);
    const server: ServerGeneration | null = record
      ? {
          generationId: record.id,
          status: record.status,
          error: record.error,
          prompt: record.prompt,
          createdAt: record.createdAt.toISOString(),
          metadata: record.metadata ?? null,
          previewUrl: record.status === "completed" ? previewPath(record.id) : null,
          narration: record.narration ?? [],
        }
      : null;
    // What the agent said for each version, so a reload (or another device) shows it again.
    const narrations = record?.revisionGroupId ? await getGroupNarrations(context.db, record.revisionGroupId) : {};
    if (record?.narration?.length) narrations[id] = record.narration;
    return { page: { kind: "generated", id } as PageLogo, origin, server, similar: [], narrations };
  }
  throw new Response("Logo not found", { status: 404 });
}
