/**
 * /healthz (whether D1, R2 and the logo agent answer; 503 when one does not, and nothing
 * about settings, secrets or people), one structured log line per request with an id the
 * response carries, and the error page that shows that id.
 */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeOf, requestLog, serverError } from "#app/server/http/request-log.ts";
import app from "#app/server/http/app.ts";

type Env = typeof env;
const healthOf = (bindings: Partial<Env>) => app.request("http://localhost/healthz", {}, { ...env, ...bindings }, createExecutionContext());
const throwing = (message: string) => () => {
  throw new Error(message);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/healthz", () => {
  it("answers 200 with each part's check when D1, R2 and the agent answer, and nothing else", async () => {
    const response = await SELF.fetch("http://localhost/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: "ok",
      checks: { d1: { ok: true, ms: expect.any(Number) }, r2: { ok: true, ms: expect.any(Number) }, agent: { ok: true, ms: expect.any(Number) } },
    });
    const text = JSON.stringify(body);
    for (const setting of [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.SUPPORT_EMAIL, env.COMPANY_NAME]) expect(text).not.toContain(setting);
  });

  it("answers 503 naming the part when the agent cannot be reached, answers with an error, or does not answer in time", async () => {
    const unreachable = await healthOf({ AGENT_URL: "http://127.0.0.1:9", AGENT_SHARED_SECRET: "a-shared-secret-for-this-test" });
    expect(unreachable.status).toBe(503);
    const body = (await unreachable.json()) as { status: string; checks: Record<string, { ok: boolean; problem?: string }> };
    expect(body.status).toBe("failing");
    expect(body.checks).toMatchObject({ d1: { ok: true }, r2: { ok: true }, agent: { ok: false, problem: "failed" } });
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
    expect(JSON.stringify(body)).not.toContain("a-shared-secret-for-this-test");

    const failing = await healthOf({ AGENT: { fetch: async () => new Response("broken", { status: 500 }) } as unknown as Env["AGENT"] });
    expect(failing.status).toBe(503);
    expect(((await failing.json()) as { checks: { agent: unknown } }).checks.agent).toMatchObject({ ok: false, problem: "answered with an error" });

    const silent = await healthOf({ AGENT: { fetch: () => new Promise(() => {}) } as unknown as Env["AGENT"] });
    expect(silent.status).toBe(503);
    expect(((await silent.json()) as { checks: { agent: unknown } }).checks.agent).toMatchObject({ ok: false, problem: "timed out" });
  });

  it("answers 503 when D1 or R2 is down", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // A session of a D1 that is down opens (nothing is sent until a query) and its queries fail.
    const down = { prepare: throwing("D1_ERROR: database unavailable"), batch: throwing("D1_ERROR: database unavailable") };
    const database = await healthOf({ DB: { ...down, withSession: () => down } as unknown as Env["DB"] });
    expect(database.status).toBe(503);
    expect(((await database.json()) as { checks: unknown }).checks).toMatchObject({ d1: { ok: false, problem: "failed" }, r2: { ok: true }, agent: { ok: true } });
    const storage = await healthOf({ LOGO_FILES: { head: () => Promise.reject(new Error("R2 unavailable")) } as unknown as Env["LOGO_FILES"] });
    expect(storage.status).toBe(503);
    expect(((await storage.json()) as { checks: unknown }).checks).toMatchObject({ d1: { ok: true }, r2: { ok: false, problem: "failed" } });
  });
});

/** The JSON lines the app logged while `action` ran. */
async function logLines(action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
  await action();
  return lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      return parsed.message === "request" ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

describe("the request log", () => {
  it("writes one JSON line per request: its id (also the response's X-Request-Id), the route without query or secrets, the status and the duration", async () => {
    let response: Response | undefined;
    const lines = await logLines(async () => {
      response = await SELF.fetch("http://localhost/browse?search=private-words");
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({ message: "request", requestId: response!.headers.get("X-Request-Id"), method: "GET", route: "/browse", status: 200, durationMs: expect.any(Number) });
    expect(response!.headers.get("X-Request-Id")).toMatch(/^[0-9a-f]{16}$/);

    const token = "A".repeat(43);
    const refused = await logLines(() => SELF.fetch(`http://localhost/reset-password/${token}`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "" }));
    expect(refused).toEqual([expect.objectContaining({ method: "POST", route: "/reset-password/:token", status: 403 })]);
    expect(JSON.stringify(refused)).not.toContain(token);
  });

  it("names routes by their shape", () => {
    expect(routeOf("/api/orders/order_1795_ab12/files/original_5/png")).toBe("/api/orders/:orderId/files/:purchaseId/png");
    expect(routeOf("/logo/42")).toBe("/logo/:id");
    expect(routeOf("/logo/logo_1795_x9")).toBe("/logo/:logoId");
    expect(routeOf("/api/generations/gen_1795_x9/preview.png")).toBe("/api/generations/:genId/preview.png");
    expect(routeOf("/newsletter/confirm/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG")).toBe("/newsletter/confirm/:token");
    expect(routeOf("/admin/designers/mara-lindqvist")).toBe("/admin/designers/mara-lindqvist");
  });
});

describe("a server error", () => {
  it("shows the page's request id to quote to support (a page that failed in Remix)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // It fails as a database does, a moment later (a failure before the loader's first await
    // reaches Remix as a rejection nobody has handled yet, which workerd reports on its own).
    const later = () => new Promise((_, reject) => setTimeout(() => reject(new Error("D1_ERROR: database unavailable")), 1));
    const session = { prepare: () => ({ bind: () => ({ all: later, raw: later, first: later, run: later }), all: later, raw: later, first: later, run: later }), batch: later };
    const broken = { ...session, withSession: () => session } as unknown as Env["DB"];
    const response = await app.request("http://localhost/about", {}, { ...env, DB: broken }, createExecutionContext());
    expect(response.status).toBe(500);
    const id = response.headers.get("X-Request-Id")!;
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain(`<code id="request-id"`);
    expect(html).toContain(`>${id}</code>`);
    expect(html).not.toContain("D1_ERROR");
  });

  it("shows it too when an error escapes every handler, as a page or as JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = new Hono<{ Variables: { requestId: string } }>();
    failing.use(requestLog);
    failing.onError(serverError);
    failing.get("*", () => {
      throw new Error("secret internals");
    });
    const page = await failing.request("http://localhost/somewhere");
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain(`<code>${page.headers.get("X-Request-Id")}</code>`);
    expect(html).not.toContain("secret internals");
    const json = await failing.request("http://localhost/api/anything");
    expect(await json.json()).toEqual({ success: false, error: expect.stringContaining(json.headers.get("X-Request-Id")!), requestId: json.headers.get("X-Request-Id") });
  });
});
