/**
 * How the app reaches the agent: the AGENT service binding, or AGENT_URL when an operator
 * points the product at an external agent that speaks the same protocol. Only server code
 * uses it; browsers talk to the app's own /agent/* routes and never learn the address.
 */
import { AGENT_AUTH_HEADER, agentAuthorization } from "#protocol/agent-auth.ts";

export interface AgentEnv {
  AGENT?: Fetcher;
  AGENT_URL?: string;
  /** Sent to the agent as a bearer token; required with AGENT_URL (docs/decisions/0014). */
  AGENT_SHARED_SECRET?: string;
}

/** What an operator reads when AGENT_URL is set without the secret the agent demands. */
export const MISSING_AGENT_SECRET = "AGENT_URL is set but AGENT_SHARED_SECRET is not: set the same secret on the app and the agent (npx wrangler secret put AGENT_SHARED_SECRET).";

/** The spec's text when the agent cannot be reached (error catalogue, section 8). */
export const AGENT_UNREACHABLE = "Failed to connect to agent";
export const NO_RESPONSE_BODY = "No response body";

export class AgentUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(AGENT_UNREACHABLE, { cause });
  }
}

/** `path` (with its query) on the agent. Throws AgentUnavailableError when the agent is not reachable. */
export async function agentFetch(env: AgentEnv, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    const base = env.AGENT_URL?.trim();
    const secret = env.AGENT_SHARED_SECRET?.trim();
    const headers = new Headers(init.headers);
    if (secret) headers.set(AGENT_AUTH_HEADER, agentAuthorization(secret));
    if (base) {
      // An agent with an address must not answer anyone else: never call one without the secret.
      if (!secret) throw new Error(MISSING_AGENT_SECRET);
      return await fetch(agentUrl(base, path), { ...init, headers });
    }
    if (!env.AGENT) throw new Error("Neither the AGENT service binding nor AGENT_URL is configured.");
    // A service binding ignores the host; the path and query are what the agent routes on.
    return (await env.AGENT.fetch(new Request(`https://agent${path}`, { ...init, headers }))) as unknown as Response;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // Browsers get the spec's text; the operator gets the cause.
    if (error instanceof Error && error.message === MISSING_AGENT_SECRET) console.error(MISSING_AGENT_SECRET);
    throw new AgentUnavailableError(error);
  }
}

/** Joins AGENT_URL (which may carry a path prefix, with or without a slash) and a path. */
export function agentUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The error a browser sees for a failed agent response: the `error` text of a JSON body
 * (as the original product read it), else 'Failed to connect to agent'.
 */
export async function agentErrorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body?.error === "string" && body.error.trim() !== "") return body.error.slice(0, 500);
  } catch {
    // Not JSON: the body says nothing a person could use.
  }
  return AGENT_UNREACHABLE;
}
