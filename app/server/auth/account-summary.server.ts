import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AccountSummary } from "#app/lib/site-config.ts";
import { isGoogleConfigured } from "./google.server.ts";
import { userOfRequest } from "./session.server.ts";

/** The root loader's account part: only a name and an address ever reach the page, never an id or a hash. */
export async function accountSummary(context: AppLoadContext, request: Request): Promise<AccountSummary> {
  const user = await userOfRequest(context.db, request);
  return {
    user: user ? { displayName: user.displayName, email: user.email, operator: user.role === "operator" } : null,
    googleSignIn: isGoogleConfigured(context.env as never),
  };
}
