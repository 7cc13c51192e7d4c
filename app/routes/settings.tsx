import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GOOGLE_UNAVAILABLE } from "#app/forms/auth-copy.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { SIGN_IN_FOR_SETTINGS } from "#app/server/auth/google-accounts.server.ts";
import { loadSettings, runSettingsAction } from "#app/server/auth/settings.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Account Settings", "How you sign in to your account."), NOINDEX];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = await loadSettings(context, request);
  if (!settings) throw redirect(SIGN_IN_FOR_SETTINGS);
  return settings;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await runSettingsAction(context, request);
  if (outcome.ok) throw redirect(outcome.redirectTo, { status: 303, headers: outcome.headers });
  return data({ error: outcome.error }, { status: outcome.status, headers: outcome.headers });
}

const BUTTON = "mt-4 rounded-lg px-4 py-2 text-sm font-semibold";

/**
 * Account settings: how this account signs in. Linking Google to an account that exists
 * happens only here, asked by its signed-in owner (docs/decisions/1201). The forms are
 * plain posts: linking leaves the site for Google's page.
 */
export default function SettingsPage() {
  const settings = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Account Settings</h1>
      <p className="mt-2 text-gray-700 [overflow-wrap:anywhere]">Signed in as {settings.email}</p>
      {result?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {result.error}
        </p>
      ) : null}
      {settings.notice ? (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800">
          {settings.notice}
        </p>
      ) : null}
      <section aria-labelledby="google-title" className="mt-8 rounded-2xl border border-gray-200 p-5">
        <h2 id="google-title" className="font-semibold text-gray-900">
          Google
        </h2>
        {settings.googleLinked ? (
          <>
            <p className="mt-1 text-sm text-gray-700">Your Google account is linked: you can sign in with Google.</p>
            {settings.hasPassword ? (
              <form method="post">
                <input type="hidden" name="intent" value="unlink-google" />
                <button type="submit" className={`${BUTTON} border border-gray-400 text-gray-900 hover:bg-gray-50`}>
                  Unlink Google
                </button>
              </form>
            ) : (
              <p className="mt-2 text-sm text-gray-700">To unlink Google, first set a password in your profile.</p>
            )}
          </>
        ) : settings.googleAvailable ? (
          <>
            <p className="mt-1 text-sm text-gray-700">Link your Google account to sign in with Google as well as your password.</p>
            <form method="post">
              <input type="hidden" name="intent" value="link-google" />
              <button type="submit" className={`${BUTTON} bg-indigo-600 text-white hover:bg-indigo-700`}>
                Link Google Account
              </button>
            </form>
          </>
        ) : (
          <p className="mt-1 text-sm text-gray-700">{GOOGLE_UNAVAILABLE}</p>
        )}
      </section>
      <Link to="/dashboard?tab=profile" className="mt-8 inline-block font-semibold text-indigo-700 underline-offset-2 hover:underline">
        Back to your profile
      </Link>
    </div>
  );
}
