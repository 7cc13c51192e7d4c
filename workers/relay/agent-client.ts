/**
 * How the app reaches the agent: the AGENT service binding, or AGENT_URL when an operator
 * points the product at an external agent that speaks the same protocol. Only server code
 * uses it; browsers talk to the app's own /agent/* routes and never learn the address.
 */

export interface AgentEnv {
  AGENT?: Fetcher;
  AGENT_URL?: string;
}

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
    if (base) return await fetch(agentUrl(base, path), init);
    if (!env.AGENT) throw new Error("Neither the AGENT service binding nor AGENT_URL is configured.");
    // A service binding ignores the host; the path and query are what the agent routes on.
    return (await env.AGENT.fetch(new Request(`https://agent${path}`, init))) as unknown as Response;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
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
