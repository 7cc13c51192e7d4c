/**
 * What the app Worker refuses before any handler runs (docs/decisions/0015): cross-site
 * writes (403), bodies over their limit (413) and page posts that are not forms (415,
 * 400). A refusal happens before a cookie is minted or a row written, because no handler
 * has run; a request that passes goes on with its body read once, within its limit (an
 * upload's body goes on unread, for its route to read within the upload's own limit).
 */
import { readBytesWithin } from "#protocol/body.ts";
import { LIMITS } from "#protocol/limits.ts";

/** Any body but a chat's: forms, JSON calls, webhooks. Far above a real form or call. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The chat endpoints take reference images; the relay reads them within the contract's limit. */
const CHAT_PATHS = new Set(["/agent/chat", "/agent/chat/sync"]);

/**
 * Uploads read their own bodies, within their own limits (app/forms/upload-limits.ts), as
 * they parse them (app/server/uploads/upload-body.server.ts): a file over its limit then
 * brings the form back with the message instead of a page of plain text, and the multipart
 * body is parsed once. With JavaScript, Remix posts the form to the route's `.data` address.
 */
const UPLOAD_PATHS = new Set(["/designer/submit", "/designer/submit.data"]);

/** Answered as JSON: the relay, the JSON endpoints and webhooks. Every other path is a page. */
const JSON_PATH = /^\/(agent|api|webhooks)(\/|$)|^\/logo\/metadata$/;

/** Signed by Stripe and sent by Stripe's servers: its signature, not its origin, is checked. */
const CROSS_SITE_ALLOWED = new Set(["/webhooks/stripe"]);

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const REFUSALS = {
  crossSite: "This request came from another site, so it was refused. Please use the form on this site.",
  tooLarge: (bytes: number) => `The request is too large: at most ${formatBytes(bytes)}.`,
  notAForm: "This address accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data).",
  unreadableForm: "The form could not be read. Please send it again from the page.",
} as const;

export type Guarded = { ok: true; request: Request } | { ok: false; response: Response };

/** The request to hand on (its body read and checked), or the refusal to answer with. */
export async function guardRequest(request: Request): Promise<Guarded> {
  if (SAFE_METHODS.has(request.method)) return { ok: true, request };
  const { pathname } = new URL(request.url);
  const asJson = JSON_PATH.test(pathname);
  const refuse = (status: number, message: string) => ({ ok: false as const, response: refusal(status, message, asJson) });

  if (!CROSS_SITE_ALLOWED.has(pathname) && isCrossSite(request)) return refuse(403, REFUSALS.crossSite);

  const contentType = request.headers.get("Content-Type") ?? "";
  if (UPLOAD_PATHS.has(pathname)) {
    if (FORM_TYPES.test(contentType)) return { ok: true, request: forRemix(request) };
    await request.body?.cancel();
    return refuse(415, REFUSALS.notAForm);
  }

  const limit = CHAT_PATHS.has(pathname) ? LIMITS.bodyBytes : BODY_LIMIT_BYTES;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > limit) return refuse(413, REFUSALS.tooLarge(limit));
  // The relay reads a chat's body itself, within the same limit, as it streams in.
  if (CHAT_PATHS.has(pathname)) return { ok: true, request };

  // Pages take forms only: anything else would make an action's formData() throw.
  if (!asJson && !FORM_TYPES.test(contentType)) {
    await request.body?.cancel();
    return refuse(415, REFUSALS.notAForm);
  }
  // Every write goes on naming its own host: one the Worker's handlers do not take (a PUT
  // to a webhook, say) reaches Remix, whose origin check would otherwise answer 500.
  if (request.body === null) return { ok: true, request: forRemix(request, null) };
  // A body without a length (chunked) is read as it arrives and stops at the limit.
  const bytes = await readBytesWithin(request.body, limit);
  if (bytes === null) return refuse(413, REFUSALS.tooLarge(limit));
  const checked = forRemix(request, bytes);
  if (asJson) return { ok: true, request: checked };
  try {
    await checked.clone().formData();
  } catch {
    return refuse(400, REFUSALS.unreadableForm);
  }
  return { ok: true, request: checked };
}

/**
 * Remix runs its own origin check before an action, against `X-Forwarded-Host` or `Host`,
 * and answers a mismatch with a 500. The check above has already decided, against the
 * address the Worker was called at; the request goes on naming that host, so the two
 * checks never disagree.
 */
function forRemix(request: Request, body?: Uint8Array | null): Request {
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", new URL(request.url).host);
  // Without a body read here, the request goes on with its own, unread.
  if (body === undefined) return new Request(request, { headers });
  // readBytesWithin allocates a plain ArrayBuffer.
  return new Request(request, { headers, body: body as Uint8Array<ArrayBuffer> | null });
}

/**
 * A browser names where a write comes from: `Sec-Fetch-Site` (same-origin for our own
 * pages) and `Origin` (sent on every POST, a form's included). Either one saying
 * "another site" refuses it. A request with neither is not from a browser, so it carries
 * no visitor's cookies that another site could borrow.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

function refusal(status: number, message: string, asJson: boolean): Response {
  const headers = { "Cache-Control": "no-store" };
  return asJson
    ? Response.json({ success: false, error: message }, { status, headers })
    : new Response(message, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
