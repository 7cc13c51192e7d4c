/**
 * What Cloudflare's API reference and cache documentation say of purging a zone's cache
 * (developers.cloudflare.com/api/resources/cache/methods/purge/ and
 * developers.cloudflare.com/cache/how-to/purge-cache/), as the stand-in applies them:
 *
 * - Every answer is the v4 envelope: { success, errors: [{ code, message }], messages, result }.
 * - The body names one kind of purge: `purge_everything: true`, `files` (URLs), or `tags`,
 *   `hosts`, `prefixes` (the three "flex" purges); each kind is an array of strings.
 * - At most 100 tags, hosts or prefixes in one request on every plan, and 30 URLs; a tag is
 *   at most 1,024 characters, printable, with no spaces.
 * - A bad tag is refused in a 200 answer with `success: false` (error 1100 or 1315 beside
 *   1016, "One or more cache purge errors"), as observed against the live API.
 * - The API token must carry the zone's Cache Purge permission, else 403 "Authentication
 *   error" (10000); a zone id that is not 32 hex digits cannot be routed (7003).
 * - Purges are rate limited per account by a token bucket; the Free plan's is 5 requests a
 *   minute with a bucket of 25. Beyond it: 429 (971), with Retry-After.
 *
 * Error codes the reference does not publish (too many tags, a body without a kind) are
 * the stand-in's own, in the same envelope.
 */
export interface CloudflareError {
  code: number;
  message: string;
}

export function envelope(success: boolean, errors: CloudflareError[], result: unknown) {
  return { success, errors, messages: [], result };
}

export function failure(status: number, error: CloudflareError): { status: number; body: unknown } {
  return { status, body: envelope(false, [error], null) };
}

export const refusals = {
  authentication: { code: 10000, message: "Authentication error" },
  route: (path: string) => ({ code: 7003, message: `Could not route to ${path}, perhaps your object identifier is invalid?` }),
  rateLimited: { code: 971, message: "Please wait and consider throttling your request speed" },
  internal: { code: 10001, message: "An internal error occurred" },
  malformedJson: { code: 6007, message: "Malformed JSON in request body" },
} satisfies Record<string, CloudflareError | ((path: string) => CloudflareError)>;

const FLEX_KINDS = ["tags", "hosts", "prefixes"] as const;
const MAX_FLEX = 100;
const MAX_FILES = 30;
const MAX_TAG_CHARS = 1024;

type Checked = { ok: true } | { ok: false; status: number; errors: CloudflareError[] };

export function checkPurgeBody(body: unknown): Checked {
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse(400, 1012, "Request must be a JSON object");
  const fields = body as Record<string, unknown>;
  const kinds = ["purge_everything", "files", ...FLEX_KINDS].filter((kind) => kind in fields);
  if (kinds.length !== 1) return refuse(400, 1012, 'Request must contain exactly one of "purge_everything", "files", "tags", "hosts" or "prefixes"');
  const [kind] = kinds as [string];
  if (kind === "purge_everything") return fields.purge_everything === true ? { ok: true } : refuse(400, 1012, '"purge_everything" must be true');
  const values = fields[kind];
  if (!Array.isArray(values) || values.some((value) => typeof value !== "string")) return refuse(400, 1014, `"${kind}" must be an array of strings`);
  if (values.length === 0) return refuse(400, 1012, `"${kind}" must not be empty`);
  const limit = kind === "files" ? MAX_FILES : MAX_FLEX;
  if (values.length > limit) return refuse(400, 1018, `A purge may name at most ${limit} ${kind}, not ${values.length}`);
  if (kind === "tags") {
    for (const tag of values as string[]) {
      if (tag.length > MAX_TAG_CHARS) return { ok: false, status: 200, errors: [{ code: 1100, message: `Tag exceeds maximum length of ${MAX_TAG_CHARS} characters: ${tag.slice(0, 40)}...` }, batchError] };
      if (/[^\x21-\x7e]/.test(tag)) return { ok: false, status: 200, errors: [{ code: 1315, message: "Non-printable characters are forbidden in tags" }, batchError] };
    }
  }
  return { ok: true };
}

const batchError: CloudflareError = { code: 1016, message: "One or more cache purge errors" };

function refuse(status: number, code: number, message: string): Checked {
  return { ok: false, status, errors: [{ code, message }] };
}

/** The Free plan's purge rate: 5 requests a minute, a bucket of 25 (developers.cloudflare.com/cache/how-to/purge-cache/). */
export class TokenBucket {
  private tokens: number;
  private updatedAt = 0;

  constructor(
    private readonly capacity = 25,
    private readonly perMinute = 5,
  ) {
    this.tokens = capacity;
  }

  /** Takes a token; 0 when one was free, else the milliseconds until one is. */
  take(now: number): number {
    if (this.updatedAt) this.tokens = Math.min(this.capacity, this.tokens + ((now - this.updatedAt) / 60_000) * this.perMinute);
    this.updatedAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) / this.perMinute) * 60_000);
  }
}
