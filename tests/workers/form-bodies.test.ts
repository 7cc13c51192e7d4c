import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { rowCounts, seedCatalogue } from "./fixtures.ts";

/**
 * Every form route of the app (a Remix action) against bodies no form of ours sends:
 * never a server error, the 4xx that says what is wrong, and no trace left — no row in
 * D1, no visitor cookie (app/server/http/request-guard.ts, docs/decisions/0015).
 */

beforeAll(async () => {
  await seedCatalogue();
});

const FORM_ROUTES = [
  "/support",
  "/blog?index",
  "/generate",
  "/login",
  "/signup",
  "/reset-password",
  "/reset-password/0123456789abcdef0123456789abcdef",
  "/dashboard",
  "/dashboard?tab=profile",
  "/checkout",
  "/test-checkout/cs_test_nothing",
  "/logout",
];

const MB = 1024 * 1024;
const utf8 = (text: string) => new TextEncoder().encode(text);

interface BadBody {
  name: string;
  headers: Record<string, string>;
  body: BodyInit | null;
  status: number;
  message: RegExp;
}

const BAD_BODIES: BadBody[] = [
  { name: "no body, no type", headers: {}, body: null, status: 415, message: /form submissions only/ },
  { name: "JSON", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "a@example.com", prompt: "x" }), status: 415, message: /form submissions only/ },
  { name: "text/plain", headers: { "Content-Type": "text/plain" }, body: "email=a@example.com", status: 415, message: /form submissions only/ },
  { name: "no content type", headers: {}, body: "email=a@example.com", status: 415, message: /form submissions only/ },
  { name: "junk type", headers: { "Content-Type": "image/png" }, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), status: 415, message: /form submissions only/ },
  { name: "multipart junk", headers: { "Content-Type": "multipart/form-data; boundary=----x" }, body: "this is not multipart at all", status: 400, message: /could not be read/ },
  { name: "multipart without a boundary", headers: { "Content-Type": "multipart/form-data" }, body: "------x\r\n\r\n", status: 400, message: /could not be read/ },
  { name: "5 MB form", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `prompt=${"a".repeat(5 * MB)}`, status: 413, message: /too large: at most 1 MB/ },
  { name: "5 MB of JSON", headers: { "Content-Type": "application/json" }, body: `{"a":"${"a".repeat(5 * MB)}"}`, status: 413, message: /too large/ },
];

function expectNoTrace(response: Response) {
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe.each(FORM_ROUTES)("POST %s", (path) => {
  it.each(BAD_BODIES)("refuses $name with $status and a clear message, leaving nothing behind", async ({ headers, body, status, message }) => {
    const before = await rowCounts();
    const response = await SELF.fetch(`http://localhost${path}`, { method: "POST", headers, body, redirect: "manual" });
    const text = await response.text();
    expect(response.status).toBe(status);
    expect(text).toMatch(message);
    expect(text).not.toMatch(/\bat\s+\S+\s+\(|Error:/);
    expectNoTrace(response);
    expect(await rowCounts()).toEqual(before);
  });

  // Each form is also invalid (the prompt's colour scheme is not one of ours), so none may act on it.
  it("answers a form of invalid UTF-8 with a 4xx (or the sign-out's redirect), leaving nothing behind", async () => {
    const before = await rowCounts();
    const bytes = new Uint8Array([...utf8("email="), 0xff, 0xfe, 0xc3, 0x28, ...utf8("&prompt="), 0xed, 0xa0, 0x80, ...utf8("&name=%FF%FE&colorScheme=%FF")]);
    const response = await SELF.fetch(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: bytes,
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    if (path === "/logout") expect(response.status).toBe(303);
    else expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("visitor="))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers an empty form with a 10 KB query string without a server error, leaving nothing behind", async () => {
    const before = await rowCounts();
    const separator = path.includes("?") ? "&" : "?";
    const response = await SELF.fetch(`http://localhost${path}${separator}q=${"%E2%82%AC".repeat(1200)}&x=${"y".repeat(6000)}`, {
      method: "POST",
      body: new URLSearchParams(),
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    if (path !== "/logout") expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("visitor="))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("body limits beyond forms", () => {
  it("stops reading a body without a Content-Length at the limit (413)", async () => {
    const chunk = utf8(`${"a".repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await SELF.fetch("http://localhost/support", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large: at most 1 MB/);
  });

  it.each(["/api/checkout", "/api/purchases/verify", "/webhooks/stripe", "/agent/clear-context"])("refuses a 2 MB body to %s with a JSON 413", async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ logoIds: ["1"], pad: "a".repeat(2 * MB) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: "The request is too large: at most 1 MB." });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("lets a chat carry reference images up to the contract's limit (12 MB), and no more", async () => {
    const big = await SELF.fetch("http://localhost/agent/chat/sync", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "x" }], pad: "a".repeat(13 * MB) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json<{ error: string }>()).error).toMatch(/too large: at most 12 MB/);
    // 2 MB: past the forms' limit, within the chat's (the relay then reads and checks it).
    const withinChat = await SELF.fetch("http://localhost/agent/chat/sync", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "x".repeat(5000) }], pad: "a".repeat(2 * MB) }),
    });
    expect(withinChat.status).toBe(400);
    expect((await withinChat.json<{ error: string }>()).error).toMatch(/Invalid request/);
  });
});
