/**
 * Cloudflare's purge API (POST /zones/{zone_id}/purge_cache): how a purge reaches every
 * data centre, where the Cache API's own delete reaches only the one that answers
 * (docs/decisions/0019). The kept pages carry their tags in `Cache-Tag`; a purge names
 * tags, at most 100 a request (Cloudflare's limit for tags on every plan). Configured by
 * CACHE_PURGE_ZONE_ID (a var) and CACHE_PURGE_API_TOKEN (a secret with the zone's
 * "Cache Purge" permission); without them a purge stays in the answering data centre,
 * which is all `wrangler dev` has.
 */
const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";
export const MAX_TAGS_PER_PURGE = 100;
const ATTEMPTS = 4;
const FIRST_RETRY_MS = 500;
/** Cloudflare asks for a wait in Retry-After; a longer one than this is not waited out inside a request's life. */
const MAX_RETRY_WAIT_MS = 10_000;

export interface ZonePurgeEnv {
  CACHE_PURGE_ZONE_ID?: string;
  CACHE_PURGE_API_TOKEN?: string;
  /** Cloudflare's API elsewhere: only the tests' local stand-in sets it. */
  CLOUDFLARE_API_URL?: string;
}

interface ZonePurge {
  zoneId: string;
  token: string;
  api: string;
}

/** The zone purge this deployment is configured for, or null (local development). */
export function zonePurgeOf(env: ZonePurgeEnv): ZonePurge | null {
  const zoneId = env.CACHE_PURGE_ZONE_ID?.trim();
  if (!zoneId) return null;
  const token = env.CACHE_PURGE_API_TOKEN?.trim();
  if (!token) throw new Error("CACHE_PURGE_ZONE_ID is set but CACHE_PURGE_API_TOKEN is not: set it with `npx wrangler secret put CACHE_PURGE_API_TOKEN` (a token with the zone's Cache Purge permission)");
  return { zoneId, token, api: (env.CLOUDFLARE_API_URL?.trim() || CLOUDFLARE_API).replace(/\/+$/, "") };
}

interface CloudflareAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

/**
 * Purges the pages tagged with any of `tags` in every data centre. Retries what Cloudflare
 * says may be retried (429, 5xx, a dropped connection); throws, naming the fix, on a refusal.
 */
export async function purgeZoneTags(zone: ZonePurge, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (let start = 0; start < unique.length; start += MAX_TAGS_PER_PURGE) {
    await purgeOnce(zone, unique.slice(start, start + MAX_TAGS_PER_PURGE));
  }
}

async function purgeOnce(zone: ZonePurge, tags: string[]): Promise<void> {
  const url = `${zone.api}/zones/${encodeURIComponent(zone.zoneId)}/purge_cache`;
  let lastProblem = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${zone.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ tags }),
      });
    } catch (error) {
      lastProblem = `Cloudflare's API could not be reached (${error instanceof Error ? error.message : String(error)})`;
      await pause(FIRST_RETRY_MS * 2 ** (attempt - 1));
      continue;
    }
    const answer = (await response.json().catch(() => ({}))) as CloudflareAnswer;
    if (response.ok && answer.success) return;
    const said = (answer.errors ?? []).map((error) => `${error.code ?? "?"} ${error.message ?? ""}`.trim()).join("; ") || `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403) {
      throw new Error(`Cloudflare refused the cache purge token (${said}): give CACHE_PURGE_API_TOKEN the Cache Purge permission on zone ${zone.zoneId}`);
    }
    if (response.status !== 429 && response.status < 500) throw new Error(`Cloudflare refused the cache purge of ${tags.join(",")} (${said})`);
    lastProblem = `Cloudflare answered ${response.status} (${said})`;
    await pause(retryWait(response.headers.get("Retry-After"), attempt));
  }
  throw new Error(`The cache purge of ${tags.join(",")} failed ${ATTEMPTS} times: ${lastProblem}`);
}

function retryWait(retryAfter: string | null, attempt: number): number {
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_WAIT_MS);
  return FIRST_RETRY_MS * 2 ** (attempt - 1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
