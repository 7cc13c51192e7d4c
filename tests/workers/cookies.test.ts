/**
 * The site's cookies over https, as the deployed site is served: `__Host-` names (Secure,
 * Path=/, no Domain: a sibling subdomain or a plain-http answer cannot plant them), the
 * same HttpOnly, SameSite and lifetimes as before, and read back on the next request.
 * Over plain http (every other test, `npm start`) they keep their short names.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cookiesOf, PASSWORD, uniqueEmail } from "./account-helpers.ts";

const SITE = "https://localhost";

function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, headers, ...rest } = init;
  return SELF.fetch(`${SITE}${path}`, { redirect: "manual", ...rest, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(headers as Record<string, string>) } });
}

/** Every Set-Cookie of the answer whose name is `name`, with its attributes. */
function setCookies(response: Response, name: string): string[] {
  return response.headers.getSetCookie().filter((header) => header.startsWith(`${name}=`));
}

function expectHostCookie(header: string | undefined, maxAgeSeconds: number) {
  expect(header).toBeDefined();
  const [, ...attributes] = header!.split("; ");
  expect(attributes).toEqual(["Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "Secure", "SameSite=Lax"]);
  expect(header).not.toMatch(/domain=/i);
}

describe("cookies over https", () => {
  it("the visitor cookie is __Host-visitor, and it is read back", async () => {
    const first = await request("/api/visitor", { method: "POST" });
    expect(first.status).toBe(204);
    const [header] = setCookies(first, "__Host-visitor");
    expectHostCookie(header, 31_536_000);
    expect(setCookies(first, "visitor")).toEqual([]);
    const token = cookiesOf(first)["__Host-visitor"]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Read back: a browser that has it is not given another one.
    const again = await request("/api/visitor", { method: "POST", cookie: `__Host-visitor=${token}` });
    expect(again.headers.getSetCookie()).toEqual([]);
    // The short name means nothing over https: it could have been planted by another host.
    const planted = await request("/api/visitor", { method: "POST", cookie: `visitor=${token}` });
    expect(setCookies(planted, "__Host-visitor")).toHaveLength(1);
  });

  it("a generation is its visitor's by the __Host- cookie", async () => {
    const token = cookiesOf(await request("/api/visitor", { method: "POST" }))["__Host-visitor"]!;
    const issued = await request("/api/generations", { method: "POST", cookie: `__Host-visitor=${token}` });
    expect(issued.status).toBe(201);
    const { generation_id: id } = await issued.json<{ generation_id: string }>();
    const chat = (cookie: string) =>
      request("/agent/chat/sync", {
        method: "POST",
        cookie,
        headers: { "Content-Type": "application/json", Origin: SITE },
        body: JSON.stringify({ messages: [{ role: "user", content: "[scenario:full] A logo for a harbour cafe" }], generation_id: id }),
      });
    const answer = await chat(`__Host-visitor=${token}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, generation_id: id });
    expect((await chat(`visitor=${token}`)).status).toBe(404);
  });

  it("the session cookie is __Host-session, signs the person in, and signing out clears it", async () => {
    const email = uniqueEmail("https");
    const signUp = await request("/signup", { method: "POST", body: new URLSearchParams({ email, password: PASSWORD, displayName: "" }), headers: { Origin: SITE } });
    expect(signUp.status).toBe(303);
    const [header] = setCookies(signUp, "__Host-session");
    expectHostCookie(header, 30 * 24 * 60 * 60);
    expect(setCookies(signUp, "session")).toEqual([]);
    const session = `__Host-session=${cookiesOf(signUp)["__Host-session"]}`;

    const dashboard = await request("/dashboard?tab=profile", { cookie: session });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(email);
    // Under the short name it is nobody's session over https.
    expect(await (await request("/dashboard?tab=profile", { cookie: `session=${cookiesOf(signUp)["__Host-session"]}` })).text()).not.toContain(email);

    const signOut = await request("/logout", { method: "POST", cookie: session, body: new URLSearchParams({}), headers: { Origin: SITE } });
    expect(signOut.status).toBe(303);
    expectHostCookie(setCookies(signOut, "__Host-session")[0], 0);
  });

  it("D1's bookmark after a write is __Host-db-bookmark", async () => {
    const email = uniqueEmail("bookmark");
    const signUp = await request("/signup", { method: "POST", body: new URLSearchParams({ email, password: PASSWORD, displayName: "" }), headers: { Origin: SITE } });
    expect(setCookies(signUp, "db-bookmark")).toEqual([]);
    const bookmarks = setCookies(signUp, "__Host-db-bookmark");
    expect(bookmarks).toHaveLength(1);
    expectHostCookie(bookmarks[0], 300);
  });
});
