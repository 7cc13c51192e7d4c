import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { finishGoogleSignIn } from "#app/server/auth/auth-flows.server.ts";
import { SignInProblem } from "./auth.google.tsx";

export const meta: MetaFunction = () => [...pageMeta("Continue with Google", "Sign in with your Google account."), NOINDEX];

/** The provider sends the person back here with a code: signed in, or told why not. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await finishGoogleSignIn(context, request);
  if (outcome.ok) throw redirect(outcome.redirectTo, { headers: outcome.headers });
  return Response.json({ error: outcome.error, signInTo: outcome.signInTo ?? null }, { status: outcome.status, headers: outcome.headers });
}

export default SignInProblem;
