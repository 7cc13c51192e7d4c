/**
 * A shared page (page-policy.ts) for a visitor without a session: from the edge's store
 * when it has it, else rendered for nobody in particular and kept (docs/decisions/0019).
 *
 * Every HTML answer carries its own script nonce (app/server/http/edge-policy.ts). A kept
 * page holds a placeholder where its render's nonce was; each answer from the store puts
 * this answer's nonce there, so no two visitors ever get the same one.
 *
 * Stale-while-revalidate is done here: the Cache API neither serves stale entries nor
 * revalidates them. A page past its fresh time (but kept for a little longer) answers at
 * once while a new render replaces it in the background.
 */
import { SHARED_FRESH_SECONDS, SHARED_STALE_SECONDS } from "./page-policy.ts";
import { keptHeaders, pageKeyOf, readPage, writePage, type KeptPage } from "./page-store.ts";

/** Stands where the render's nonce was, in a kept page; never a valid nonce itself. */
const NONCE_PLACEHOLDER = "edge-cache-nonce-placeholder";

export type CacheOutcome =
  /** From the store; `ttlSeconds` below zero: stale, a new render is on its way. */
  | { kind: "hit"; ttlSeconds: number }
  | { kind: "miss"; stored: boolean };

export interface SharedPageInput {
  url: URL;
  method: "GET" | "HEAD";
  tags: string[];
  /** The build that renders pages: a deploy's new pages never mix with the old ones. */
  build: string;
  /** This answer's script nonce. */
  nonce: string;
  /** A nonce for a render nobody is waiting for. */
  newNonce: () => string;
  /** Renders the page for a request that carries nothing of anyone, with this nonce. */
  render: (request: Request, nonce: string) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function answerSharedPage(input: SharedPageInput): Promise<{ response: Response; outcome: CacheOutcome }> {
  const key = await pageKeyOf(input.url, input.build, input.tags);
  const kept = await readPage(key);
  if (kept) {
    const ageSeconds = (Date.now() - kept.storedAt) / 1000;
    const ttlSeconds = Math.round(SHARED_FRESH_SECONDS - ageSeconds);
    if (ttlSeconds < 0) input.waitUntil(refill(input, key));
    return { response: answerOf(kept, input.nonce, input.method), outcome: { kind: "hit", ttlSeconds } };
  }
  const rendered = await input.render(anonymousRequest(input.url), input.nonce);
  if (!mayKeep(rendered)) return { response: rendered, outcome: { kind: "miss", stored: false } };
  const page: KeptPage = { status: rendered.status, headers: keptHeaders(rendered.headers), body: await rendered.text(), storedAt: Date.now() };
  input.waitUntil(keep(key, page, input.nonce, input.tags));
  const response = new Response(input.method === "HEAD" ? null : page.body, { status: page.status, headers: new Headers(page.headers) });
  return { response, outcome: { kind: "miss", stored: true } };
}

/** Keys being rendered again in this isolate: a burst of stale hits starts one render, not one each. */
const refilling = new Set<string>();

/** The page rendered again for the store, with a nonce of its own (replaced on every answer). */
async function refill(input: SharedPageInput, key: string): Promise<void> {
  if (refilling.has(key)) return;
  refilling.add(key);
  try {
    const nonce = input.newNonce();
    const rendered = await input.render(anonymousRequest(input.url), nonce);
    if (!mayKeep(rendered)) return;
    await keep(key, { status: rendered.status, headers: keptHeaders(rendered.headers), body: await rendered.text(), storedAt: Date.now() }, nonce, input.tags);
  } finally {
    refilling.delete(key);
  }
}

function keep(key: string, page: KeptPage, nonce: string, tags: string[]): Promise<void> {
  return writePage(key, { ...page, body: page.body.replaceAll(nonce, NONCE_PLACEHOLDER) }, tags, SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS);
}

function answerOf(page: KeptPage, nonce: string, method: "GET" | "HEAD"): Response {
  return new Response(method === "HEAD" ? null : page.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: page.status, headers: new Headers(page.headers) });
}

/**
 * The request a kept page is rendered for: its URL and nothing else, so no cookie, header
 * or address of the visitor who happened to ask first can shape what everyone gets.
 */
function anonymousRequest(url: URL): Request {
  return new Request(url, { headers: { Accept: "text/html,*/*" } });
}

/**
 * Only a whole, successful, anonymous answer is kept: never one that sets a cookie, one its
 * route said must not be kept (a logo still being designed), or a redirect or an error.
 */
function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  if (/no-store|private/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  return /^(text\/|application\/(xml|json))/i.test(response.headers.get("Content-Type") ?? "");
}
