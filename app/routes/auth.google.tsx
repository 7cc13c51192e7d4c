import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { startGoogleSignIn } from "#app/server/auth/auth-flows.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Continue with Google", "Sign in with your Google account."), NOINDEX];

/** 'Continue with Google': off to the provider, or the reason it cannot go. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await startGoogleSignIn(context, request);
  if (outcome.ok) throw redirect(outcome.redirectTo, { headers: outcome.headers });
  return Response.json({ error: outcome.error, signInTo: null }, { status: outcome.status });
}

export default function GoogleProblem() {
  return <SignInProblem />;
}

export function SignInProblem() {
  const { error, signInTo } = useLoaderData<{ error: string; signInTo: string | null }>();
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Continue with Google</h1>
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
        {error}
      </p>
      <Link to={signInTo ?? "/login"} className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">
        Sign in with email
      </Link>
    </div>
  );
}
