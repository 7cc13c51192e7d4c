/**
 * Auth outcomes as Remix responses: a 303 with the new cookie, or the error's sentence
 * with its status (read by the page or the dialog as `{ error }`).
 */
import { data, redirect } from "@remix-run/cloudflare";
import type { AuthOutcome } from "./auth-flows.server.ts";

export function respond(outcome: AuthOutcome) {
  if (outcome.ok) return redirect(outcome.redirectTo, { status: 303, headers: outcome.headers });
  return data({ error: outcome.error, message: null as string | null }, { status: outcome.status, headers: outcome.headers });
}
