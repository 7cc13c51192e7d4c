/**
 * Favourites kept with the account (issue 33): a guest's under its visitor, an account's
 * under the user; the browser's copy synced three ways; a sign-up or sign-in moves the
 * guest's to the account; the heart's form works without JavaScript and refuses junk.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, get, post, signIn, signUp } from "./account-helpers.ts";
import { seedCatalogue } from "./fixtures.ts";

function sync(body: unknown, cookie = "") {
  return SELF.fetch("http://localhost/api/favorites", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
  });
}

async function idsOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { ids: string[] }).ids;
}

const visitorCookie = (response: Response) => `visitor=${cookiesOf(response).visitor}`;

beforeAll(async () => seedCatalogue());

describe("favourites", () => {
  it("a guest's favourites are kept under its visitor, in the order added; nothing to add sets no cookie", async () => {
    const empty = await sync({ add: [], remove: [] });
    expect(await idsOf(empty)).toEqual([]);
    expect(empty.headers.getSetCookie()).toEqual([]);

    const first = await sync({ add: ["3", "1"], remove: [] });
    const cookie = visitorCookie(first);
    expect(await idsOf(first)).toEqual(["3", "1"]);
    expect(await idsOf(await sync({ add: ["2"], remove: ["3"] }, cookie))).toEqual(["1", "2"]);
    // Another browser has none of them.
    expect(await idsOf(await sync({ add: [], remove: [] }))).toEqual([]);
  });

  it("signing up and signing in merge the browser's favourites into the account's, shown on every device", async () => {
    const guest = visitorCookie(await sync({ add: ["1", "2"], remove: [] }));
    const { email, cookie: session } = await signUp({}, guest);
    // The guest's are the account's now (and no longer the bare visitor's).
    expect(await idsOf(await sync({ add: [], remove: [] }, `${guest}; ${session}`))).toEqual(["1", "2"]);
    expect(await idsOf(await sync({ add: [], remove: [] }, guest))).toEqual([]);

    // A phone, as a guest first, then signed in: its favourite joins, none is doubled.
    const phone = visitorCookie(await sync({ add: ["2", "3"], remove: [] }));
    const signedIn = await signIn(email, undefined, phone);
    expect(signedIn.status).toBe(303);
    const phoneSession = `${phone}; session=${cookiesOf(signedIn).session}`;
    expect(await idsOf(await sync({ add: [], remove: [] }, phoneSession))).toEqual(["1", "2", "3"]);
    // Removed on the phone, gone on the first device too.
    expect(await idsOf(await sync({ add: [], remove: ["1"] }, phoneSession))).toEqual(["2", "3"]);
    expect(await idsOf(await sync({ add: [], remove: [] }, `${guest}; ${session}`))).toEqual(["2", "3"]);

    // The Favorites page lists them for the account, server-rendered.
    const page = await get("/favorites", `${guest}; ${session}`);
    const html = await page.text();
    expect(html).toContain("2 favorites");
  });

  it("the heart's form works without JavaScript: it adds, removes and returns to the page", async () => {
    const added = await post("/favorites", { intent: "favorite", logoId: "2", favorite: "on", returnTo: "/logo/2" }, "", { Origin: "http://localhost" });
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/logo/2");
    const cookie = visitorCookie(added);
    expect(await idsOf(await sync({ add: [], remove: [] }, cookie))).toEqual(["2"]);
    expect(await (await get("/logo/2", cookie)).text()).toMatch(/aria-pressed="true"[^>]*aria-label="Favorite"/);

    const removed = await post("/favorites", { intent: "favorite", logoId: "2", favorite: "off", returnTo: "https://elsewhere.example/" }, cookie, { Origin: "http://localhost" });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/favorites");
    expect(await idsOf(await sync({ add: [], remove: [] }, cookie))).toEqual([]);
  });

  it("refuses junk with a 4xx and a message", async () => {
    expect((await sync({ add: ["../etc"], remove: [] })).status).toBe(400);
    expect((await sync("not an object")).status).toBe(400);
    const unknown = await post("/favorites", { intent: "favorite", logoId: "99999", favorite: "on" }, "", { Origin: "http://localhost" });
    expect(unknown.status).toBe(404);
    const junk = await post("/favorites", { intent: "favorite", logoId: "x", favorite: "maybe" }, "", { Origin: "http://localhost" });
    expect(junk.status).toBe(400);
  });
});
