import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { INPUT_CLASS } from "#app/components/forms/field.tsx";
import { PASSWORD_MIN, RESET_LINK_INVALID } from "#app/forms/auth-copy.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { submitNewPassword } from "#app/server/auth/auth-flows.server.ts";
import { respond } from "#app/server/auth/auth-responses.server.ts";
import { isResetTokenUsable } from "#app/server/auth/reset.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Choose a New Password", "Set a new password for your account."), NOINDEX];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return { usable: await isResetTokenUsable(context.db, params.token ?? "") };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return respond(await submitNewPassword(context, request, params.token ?? ""));
}

/** The page a reset mail links to: a new password, once, within the hour. */
export default function NewPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">Choose a New Password</h1>
        {result?.error || !usable ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {result?.error ?? RESET_LINK_INVALID}
          </div>
        ) : null}
        {usable ? (
          <Form method="post" className="mt-5 space-y-4">
            <div>
              <label htmlFor="new-password" className="block text-sm font-semibold text-gray-900">
                New Password
              </label>
              <input id="new-password" name="password" type="password" required minLength={PASSWORD_MIN} autoComplete="new-password" aria-describedby="new-password-hint" className={INPUT_CLASS} />
              <p id="new-password-hint" className="mt-1 text-sm text-gray-700">
                At least {PASSWORD_MIN} characters. Every device signed in to your account will be signed out, and a linked Google account unlinked (you can link it again in your account settings).
              </p>
            </div>
            <button type="submit" disabled={busy} className="w-full rounded-lg bg-indigo-600 px-4 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-70">
              {busy ? "Loading..." : "Save New Password"}
            </button>
          </Form>
        ) : (
          <Link to="/reset-password" className="mt-6 inline-block font-semibold text-indigo-700 underline">
            Ask for a new link
          </Link>
        )}
      </div>
    </div>
  );
}
