/** Shared by the edge tests: anonymous visitors, what an answer says of the cache, its nonces. */
import { SELF } from "cloudflare:test";
import { purgeEverything } from "#app/server/cache/purge.server.ts";

export function anonymous(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`http://localhost${path}`, { redirect: "manual", ...init });
}

/** A fresh edge cache for the test's origin: each test starts with nothing kept. */
export function emptyEdgeCache(): Promise<void> {
  return purgeEverything({ env: {}, origin: "http://localhost" });
}

/** RFC 9211's Cache-Status, read: hit or the reason it was forwarded, whether stored, the ttl. */
export function cacheStatusOf(response: Response): { hit: boolean; fwd: string | null; stored: boolean; ttl: number | null } {
  const value = response.headers.get("Cache-Status") ?? "";
  const [, ...params] = value.split(";").map((part) => part.trim());
  const fwd = params.find((param) => param.startsWith("fwd="))?.slice(4) ?? null;
  const ttl = params.find((param) => param.startsWith("ttl="));
  return { hit: params.includes("hit"), fwd, stored: params.includes("stored"), ttl: ttl ? Number(ttl.slice(4)) : null };
}

/** Server-Timing's entries by name: their duration and description. */
export function serverTimingOf(response: Response): Map<string, { dur: number | null; desc: string | null }> {
  const entries = new Map<string, { dur: number | null; desc: string | null }>();
  for (const entry of (response.headers.get("Server-Timing") ?? "").split(",")) {
    const [name, ...params] = entry.split(";").map((part) => part.trim());
    if (!name) continue;
    const dur = params.find((param) => param.startsWith("dur="));
    const desc = params.find((param) => param.startsWith("desc="));
    entries.set(name, { dur: dur ? Number(dur.slice(4)) : null, desc: desc ? desc.slice(5).replace(/^"|"$/g, "") : null });
  }
  return entries;
}

/** The script nonce of an answer's policy, and every nonce its HTML carries. */
export function noncesOf(response: Response, body: string): { policy: string | null; inBody: string[] } {
  const policy = /script-src [^;]*'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
  return { policy, inBody: [...body.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]!) };
}
