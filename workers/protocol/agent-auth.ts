/**
 * How the app proves itself to an agent it reaches over HTTP (AGENT_URL): a shared secret
 * in the Authorization header, compared in constant time. Over the AGENT service binding
 * the agent has no public address (workers_dev = false, no route), so only the app can
 * reach it at all; an agent that is given the secret demands it on every request.
 */
export const AGENT_AUTH_HEADER = "Authorization";

export function agentAuthorization(secret: string): string {
  return `Bearer ${secret}`;
}

/** What an agent answers (401) to a request without the right secret. */
export const AGENT_AUTH_REQUIRED = "This agent is private: send the shared secret (AGENT_SHARED_SECRET) as a bearer token.";

/**
 * Whether `header` carries `secret`. Both sides are hashed first, so the comparison takes
 * the same time whatever the header holds and however long it is.
 */
export async function carriesSecret(header: string | null, secret: string): Promise<boolean> {
  const presented = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  const [a, b] = await Promise.all([digest(presented), digest(secret)]);
  return crypto.subtle.timingSafeEqual(a, b) && presented.length > 0;
}

function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
}
