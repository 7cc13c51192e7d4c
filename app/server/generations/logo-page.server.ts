/**
 * What /logo/{id} needs from the server: a catalogue logo from D1, or for a generated logo
 * the server's record of its generation (the browser holds the live copy); all of it for
 * the logo's owner, the logo alone for anyone else. With it: what the page offers this
 * viewer (app/server/orders/logo-offers.server.ts) and how the prompt bar may change the
 * logo. A shared link's card is worked out from these (app/lib/share-card.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logoPreviewPath, previewPath } from "./logo-files.server.ts";
import { ownerOf, owns } from "#app/server/auth/owner.server.ts";
import { favoritesOwnerId, isFavorite } from "#app/server/favorites/favorites.server.ts";
import { getGenerationByLogoId, getGroupVersions } from "./records.server.ts";
import type { GenerationRow } from "#app/server/db/schema.ts";
import { getCatalogueLogo, listSimilarLogos } from "#app/server/catalogue/catalogue.server.ts";
import { viewOfGeneration, viewsOfLogos } from "#app/server/orders/logo-offers.server.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import { catalogueCard } from "#app/catalogue/types.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import type { PageLogo } from "#app/lib/logo-versions.ts";
import type { PromptMode } from "#app/lib/prompt.ts";
import type { ServerGeneration } from "#app/lib/server-generation.ts";

export async function loadLogoPage(id: string, request: Request, context: AppLoadContext) {
  const origin = new URL(request.url).origin;
  const owner = await ownerOf(context.db, request);
  // Whether the heart starts pressed (a page without a cookie has none: the edge may keep it).
  const favorite = CATALOGUE_ID.test(id) || LOGO_ID.test(id) ? await isFavorite(context.db, favoritesOwnerId(owner), id) : false;
  if (CATALOGUE_ID.test(id)) {
    const logo = await getCatalogueLogo(context.db, Number(id));
    if (logo) {
      // A sold logo's page says so and offers logos like it that are still for sale.
      const [similar, views] = await Promise.all([
        logo.sold ? listSimilarLogos(context.db, logo) : [],
        viewsOfLogos(context.db, context.env.LOGO_FILES, owner, [id]),
      ]);
      const view = views[id] ?? null;
      return {
        page: { kind: "catalogue", id, logo } as PageLogo,
        origin,
        server: null,
        view: view as VersionView | null,
        promptMode: "refine" as PromptMode,
        similar: similar.map(catalogueCard),
        narrations: {} as Record<string, string[]>,
        groupVersions: [] as GroupVersion[],
        favorite,
      };
    }
  } else if (LOGO_ID.test(id)) {
    // A generated logo lives in its visitor's browser first (the page reads it there, live);
    // the server's record serves pages without JavaScript and links opened elsewhere.
    const record = await getGenerationByLogoId(context.db, id);
    // The prompt, the narration (which restates it) and the generation id are the owner's;
    // a shared link shows anyone else the logo itself, by the logo's id.
    const mine = record ? owns(record, owner) : false;
    const server: ServerGeneration | null = record ? serverGeneration(record, id, mine) : null;
    const view = record ? await viewOfGeneration(context.db, context.env.LOGO_FILES, owner, record) : null;
    // Its versions as the server knows them (for a browser that does not hold them: no
    // JavaScript, another device), and what the agent said for each, so a reload shows it again.
    const group = mine && record?.revisionGroupId ? (await getGroupVersions(context.db, record.revisionGroupId)).filter((row) => owns(row, owner)) : [];
    const groupVersions: GroupVersion[] = group.map((row) => ({ id: row.logoId!, server: serverGeneration(row, row.logoId!, true) }));
    const narrations: Record<string, string[]> = Object.fromEntries(group.flatMap((row) => (row.narration?.length ? [[row.logoId!, row.narration]] : [])));
    if (mine && record?.narration?.length) narrations[id] = record.narration;
    return { page: { kind: "generated", id } as PageLogo, origin, server, view, promptMode: promptModeOf(record ? { mine, view } : null), similar: [], narrations, groupVersions, favorite };
  }
  throw new Response("Logo not found", { status: 404 });
}

/** A version of a generated logo's revision group, as its owner's page receives it. */
export interface GroupVersion {
  id: string;
  server: ServerGeneration;
}

/** A generation's record as the page receives it: all of it for its owner; for anyone else the logo alone. */
function serverGeneration(record: GenerationRow, logoId: string, mine: boolean): ServerGeneration {
  return {
    generationId: mine ? record.id : "",
    status: record.status,
    error: mine ? record.error : null,
    prompt: mine ? record.prompt : "",
    createdAt: record.createdAt.toISOString(),
    metadata: record.metadata ?? null,
    previewUrl: record.status !== "completed" ? null : mine ? previewPath(record.id) : logoPreviewPath(logoId),
    narration: mine ? (record.narration ?? []) : [],
  };
}

/**
 * How the prompt bar may change a generated logo: its maker refines it (a logo this
 * browser just started has no record yet, and is the browser's); anyone else starts a logo
 * of their own from it, unless it is sold (its design is then its buyer's alone), when the
 * bar starts a new logo as on any other page.
 */
function promptModeOf(known: { mine: boolean; view: VersionView | null } | null): PromptMode {
  if (!known || known.mine) return "refine";
  return known.view?.offer.kind === "sold" ? "new" : "personalize";
}
