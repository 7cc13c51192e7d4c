/**
 * What /logo/{id} needs from the server: a catalogue logo from D1, or for a generated logo
 * the server's record of its generation (the browser holds the live copy); all of it for
 * the logo's owner, the logo alone for anyone else.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logoPreviewPath, previewPath } from "./logo-files.server.ts";
import { ownerOf, owns } from "#app/server/auth/owner.server.ts";
import { getGenerationByLogoId, getGroupNarrations } from "./records.server.ts";
import { getCatalogueLogo, listSimilarLogos } from "#app/server/catalogue/catalogue.server.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import type { PageLogo } from "#app/lib/logo-versions.ts";
import type { ServerGeneration } from "#app/lib/server-generation.ts";

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
    // The prompt, the narration (which restates it) and the generation id are the owner's;
    // a shared link shows anyone else the logo itself, by the logo's id.
    const mine = record ? owns(record, await ownerOf(context.db, request)) : false;
    const server: ServerGeneration | null = record
      ? {
          generationId: mine ? record.id : "",
          status: record.status,
          error: mine ? record.error : null,
          prompt: mine ? record.prompt : "",
          createdAt: record.createdAt.toISOString(),
          metadata: record.metadata ?? null,
          previewUrl: record.status !== "completed" ? null : mine ? previewPath(record.id) : logoPreviewPath(id),
          narration: mine ? (record.narration ?? []) : [],
        }
      : null;
    // What the agent said for each version, so a reload (or another device) shows it again.
    const narrations = mine && record?.revisionGroupId ? await getGroupNarrations(context.db, record.revisionGroupId) : {};
    if (mine && record?.narration?.length) narrations[id] = record.narration;
    return { page: { kind: "generated", id } as PageLogo, origin, server, similar: [], narrations };
  }
  throw new Response("Logo not found", { status: 404 });
}
