/**
 * A local stand-in for the one part of Cloudflare's API the app calls: purging cached
 * content of a zone (POST /client/v4/zones/{zone_id}/purge_cache), holding the app to the
 * rules Cloudflare documents for it (cloudflare-purge-rules.ts). The app reaches it
 * through CLOUDFLARE_API_URL; the tests point it here.
 *
 * What no real Cloudflare offers, a test's hand, lives under /__stand-in/: register a
 * token for zones, read the purges the zone received, script failures for one token.
 * Node only (Vitest's config process starts it; bench scripts may too).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { checkPurgeBody, envelope, failure, refusals, TokenBucket, type CloudflareError } from "./cloudflare-purge-rules.ts";
import { listenOnLoopback } from "./loopback.ts";

/** The zone and token every test may use; a test that scripts failures registers a token of its own. */
export const CLOUDFLARE_TEST_ZONE = "0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e";
export const CLOUDFLARE_TEST_TOKEN = "stand-in-token-with-cache-purge";

export interface RecordedPurge {
  zone: string;
  token: string;
  body: Record<string, unknown>;
  at: number;
}

interface ScriptedFailure {
  status: number;
  times: number;
  retryAfter?: number;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function startCloudflareStandIn(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  /** Token -> the zones it may purge (Cloudflare: a token's "Zone › Cache Purge" permission, per zone). */
  const tokens = new Map<string, Set<string>>([[CLOUDFLARE_TEST_TOKEN, new Set([CLOUDFLARE_TEST_ZONE])]]);
  /** Cloudflare limits purges per account; each registered token stands for an account of its own here. */
  const buckets = new Map<string, TokenBucket>();
  const failures = new Map<string, ScriptedFailure>();
  const purges: RecordedPurge[] = [];

  function purge(zone: string, authorization: string | undefined, raw: string): { status: number; body: unknown; headers?: Record<string, string> } {
    const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
    if (!/^[0-9a-f]{32}$/.test(zone)) return failure(400, refusals.route(zone));
    if (!token || !tokens.get(token)?.has(zone)) return failure(403, refusals.authentication);
    const scripted = failures.get(token);
    if (scripted && scripted.times > 0) {
      scripted.times--;
      return { ...failure(scripted.status, scripted.status === 429 ? refusals.rateLimited : refusals.internal), headers: scripted.retryAfter !== undefined ? { "Retry-After": String(scripted.retryAfter) } : undefined };
    }
    const bucket = buckets.get(token) ?? buckets.set(token, new TokenBucket()).get(token)!;
    const wait = bucket.take(Date.now());
    if (wait > 0) return { ...failure(429, refusals.rateLimited), headers: { "Retry-After": String(Math.ceil(wait / 1000)) } };
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return failure(400, refusals.malformedJson);
    }
    const checked = checkPurgeBody(body);
    if (!checked.ok) return { status: checked.status, body: envelope(false, checked.errors as CloudflareError[], null) };
    purges.push({ zone, token, body: body as Record<string, unknown>, at: Date.now() });
    return { status: 200, body: envelope(true, [], { id: newId() }) };
  }

  function hands(method: string, url: URL, raw: string): { status: number; body: unknown } | null {
    if (method === "GET" && url.pathname === "/__stand-in/purges") {
      const zone = url.searchParams.get("zone");
      const token = url.searchParams.get("token");
      return { status: 200, body: { purges: purges.filter((entry) => (!zone || entry.zone === zone) && (!token || entry.token === token)) } };
    }
    if (method === "POST" && url.pathname === "/__stand-in/tokens") {
      const { token, zones } = JSON.parse(raw) as { token: string; zones: string[] };
      tokens.set(token, new Set(zones));
      return { status: 200, body: { registered: token } };
    }
    if (method === "POST" && url.pathname === "/__stand-in/failures") {
      const { token, ...scripted } = JSON.parse(raw) as ScriptedFailure & { token: string };
      failures.set(token, scripted);
      return { status: 200, body: { scripted: token } };
    }
    return null;
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const raw = await readBody(request);
      const method = request.method ?? "GET";
      const hand = hands(method, url, raw);
      if (hand) return send(response, hand.status, hand.body);
      const route = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname);
      if (route && method === "POST") {
        const answer = purge(decodeURIComponent(route[1]!), request.headers.authorization, raw);
        return send(response, answer.status, answer.body, answer.headers);
      }
      const unrouted = failure(route ? 405 : 400, refusals.route(url.pathname));
      send(response, unrouted.status, unrouted.body);
    } catch (error) {
      send(response, 500, envelope(false, [{ code: 10001, message: String(error) }], null));
    }
  });
  const url = await listenOnLoopback(server, port);
  return {
    url: `${url}/client/v4`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
