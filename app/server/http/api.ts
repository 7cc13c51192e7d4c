import { Hono } from "hono";
import { getCatalogueLogos } from "#app/server/catalogue/catalogue.server.ts";
import { ensureVisitor } from "#app/server/visitor.server.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";
import { favoritesOwnerId, isFavoriteId, listFavoriteIds, MAX_FAVORITES, syncFavorites } from "#app/server/favorites/favorites.server.ts";
import { viewsOfLogos } from "#app/server/orders/logo-offers.server.ts";
import { MAX_OFFER_IDS } from "#app/lib/logo-offer.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import type { AppBindings } from "./env.ts";
import { generationsApi, logoPreviews } from "./generations.ts";

const MAX_IDS = 200;

export const api = new Hono<AppBindings>();

/**
 * GET /api/logos?ids=1,2,3 — catalogue logos by id, in that order (favourites live in
 * the browser, so the page asks for the logos it holds ids of).
 */
api.get("/logos", async (c) => {
  const raw = c.req.query("ids") ?? "";
  const parts = raw.split(",").filter((part) => part.trim() !== "");
  if (parts.length > MAX_IDS) {
    return c.json({ error: `Ask for at most ${MAX_IDS} logos at once.` }, 400);
  }
  const ids = parts.map((part) => Number(part.trim()));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    return c.json({ error: "ids must be a comma-separated list of logo numbers." }, 400);
  }
  const logos = await getCatalogueLogos(c.get("db"), [...new Set(ids)]);
  return c.json({ logos }, 200, { "Cache-Control": "no-store" });
});

/**
 * GET /api/logos/offers?ids=7,logo_… — what each logo's page offers this viewer (buy it,
 * download it, sold, someone else's) and which pictures they may see: the logo page asks
 * for the versions its loader did not know (app/server/orders/logo-offers.server.ts).
 */
api.get("/logos/offers", async (c) => {
  const ids = (c.req.query("ids") ?? "").split(",").map((id) => id.trim()).filter(Boolean);
  if (ids.length > MAX_OFFER_IDS) return c.json({ error: `Ask for at most ${MAX_OFFER_IDS} logos at once.` }, 400);
  if (ids.some((id) => !CATALOGUE_ID.test(id) && !LOGO_ID.test(id))) return c.json({ error: "ids must be logo ids (7 or logo_…), separated by commas." }, 400);
  const db = c.get("db");
  const offers = await viewsOfLogos(db, c.env.LOGO_FILES, await ownerOf(db, c.req.raw), ids);
  return c.json({ offers }, 200, { "Cache-Control": "private, no-store" });
});

/**
 * POST /api/visitor — gives this browser its visitor cookie before its first generation
 * (204). A generation is watched only by its owner, so the browser must hold its cookie
 * before it starts one: otherwise a reload, or a second request, before the first answer
 * arrives would come from a stranger.
 */
api.post("/visitor", async (c) => {
  const visitor = await ensureVisitor(c.req.raw);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (visitor.setCookie) headers.set("Set-Cookie", visitor.setCookie);
  return new Response(null, { status: 204, headers });
});

/**
 * POST /api/favorites {add, remove} — what the browser's copy of the favourites changed
 * since it last heard from the server; the answer is the whole list, {ids}, in the order
 * they were added (app/server/favorites/favorites.server.ts). A guest with nothing to add
 * gets no visitor cookie from it, so a first visit stays one the edge may answer.
 */
api.post("/favorites", async (c) => {
  const body: unknown = await c.req.json().catch(() => null);
  const { add = [], remove = [] } = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { add?: unknown; remove?: unknown }) : { add: null };
  if (!Array.isArray(add) || !Array.isArray(remove) || !add.every(isFavoriteId) || !remove.every(isFavoriteId)) {
    return c.json({ error: "Send {add, remove}: lists of logo ids (7 or logo_…)." }, 400);
  }
  if (add.length + remove.length > MAX_FAVORITES) return c.json({ error: `Send at most ${MAX_FAVORITES} changes at once.` }, 400);
  const db = c.get("db");
  const owner = await ownerOf(db, c.req.raw);
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  let ownerId = favoritesOwnerId(owner);
  if (!ownerId && add.length > 0) {
    const visitor = await ensureVisitor(c.req.raw);
    if (visitor.setCookie) headers["Set-Cookie"] = visitor.setCookie;
    ownerId = visitor.id;
  }
  const ids = ownerId ? await syncFavorites(db, ownerId, add, remove) : await listFavoriteIds(db, null);
  return c.json({ ids }, 200, headers);
});

/** A generated logo's newest preview by the logo's id (generations.ts). */
api.route("/logos", logoPreviews);
/** A generated logo's preview, and its deletion by its owner (generations.ts). */
api.route("/generations", generationsApi);

api.all("*", (c) => c.json({ error: "Not found" }, 404));
