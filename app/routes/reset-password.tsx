import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AuthPage } from "~/components/auth/auth-page";
import { RESET_SENT_MESSAGE } from "~/forms/auth-copy";
import { pageMeta } from "~/lib/meta";
import { submitResetRequest } from "~/server/auth/auth-flows.server";
import { respond } from "~/server/auth/auth-responses.server";

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
