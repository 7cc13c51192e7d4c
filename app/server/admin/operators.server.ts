/**
 * Who may open the console: a signed-in account with the operator role (granted with
 * `npm run operator -- grant EMAIL`). Everyone else gets the same 404 as any unknown
 * address, so the console does not say it exists. Every loader and action under /admin
 * asks here first (a parent route's check does not guard its children's data requests).
 *
 * Forms carry a token derived from the session's secret: a page of another site cannot
 * read it, so a post it forges is refused here even if a browser let it through the edge
 * policy's cross-site check (docs/decisions/0015).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { sha256Hex } from "#app/server/tokens.server.ts";
import { readCookie, SESSION_COOKIE } from "#app/server/cookies.server.ts";

export interface Operator {
  id: string;
  email: string;
  displayName: string | null;
  /** The token every console form sends back (`csrf`). */
  formToken: string;
}

export const FORM_TOKEN_FIELD = "csrf";

export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function operatorOf(context: Pick<AppLoadContext, "db">, request: Request): Promise<Operator | null> {
  const user = await userOfRequest(context.db, request);
  if (!user || user.role !== "operator") return null;
  return { id: user.id, email: user.email, displayName: user.displayName, formToken: await formTokenOf(request) };
}

/** The operator making this request; a 404 for anyone else. */
export async function requireOperator(context: Pick<AppLoadContext, "db">, request: Request): Promise<Operator> {
  const operator = await operatorOf(context, request);
  if (!operator) throw notFound();
  return operator;
}

/**
 * An action's form, from an operator, with this session's token: the form's fields, or a
 * 404 (not an operator) or 403 (no or wrong token) thrown.
 */
export async function operatorForm(context: Pick<AppLoadContext, "db">, request: Request): Promise<{ operator: Operator; form: FormData }> {
  const operator = await requireOperator(context, request);
  const form = await request.formData();
  const sent = form.get(FORM_TOKEN_FIELD);
  if (typeof sent !== "string" || !sameText(sent, operator.formToken)) {
    throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  return { operator, form };
}

async function formTokenOf(request: Request): Promise<string> {
  const session = readCookie(request, SESSION_COOKIE) ?? "";
  return sha256Hex(`console-form:${session}`);
}

/** Compares in time that does not depend on where the texts differ (every form token is 64 hex digits long). */
function sameText(a: string, b: string): boolean {
  const [left, right] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
