import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AuthPage } from "#app/components/auth/auth-page.tsx";
import { RESET_SENT_MESSAGE } from "#app/forms/auth-copy.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { submitResetRequest } from "#app/server/auth/auth-flows.server.ts";
import { respond } from "#app/server/auth/auth-responses.server.ts";

export const meta: MetaFunction = () => pageMeta("Reset Password", "Get a link to choose a new password for your account.");

/** The same answer whether or not the address has an account; the form stays, with the spec's message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitResetRequest(context, request);
  if (!outcome.ok) return respond(outcome);
  return data({ error: null as string | null, message: RESET_SENT_MESSAGE });
}

export default function ResetPasswordPage() {
  return <AuthPage tab="reset" />;
}
