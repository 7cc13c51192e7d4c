import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { submitPromptForm } from "#app/server/generations/prompt-form.server.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () => [...pageMeta("Create a logo", "Describe your logo and our design agent draws it."), NOINDEX];

/** The prompt bar without JavaScript (with it, the bar talks to the agent itself). */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitPromptForm(request, context);
  if (result.ok) return redirect(result.location, result.setCookie ? { headers: { "Set-Cookie": result.setCookie } } : undefined);
  return data({ error: result.error }, { status: result.status, headers: result.retryAfter ? { "Retry-After": result.retryAfter } : undefined });
}

/**
 * Shown when the form was refused (its reason), or to anyone who opens /generate by its
 * address (the prompt bar below is the way in).
 */
export default function GeneratePage() {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{result ? "Your logo could not be started" : "Create a logo"}</h1>
      <p role={result ? "alert" : undefined} className="mt-4 text-lg text-gray-800">
        {result?.error ?? "Please describe your logo first."}
      </p>
      <p className="mt-6 text-gray-700">Describe your logo in the prompt bar below and try again.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50">
        Go to Homepage
      </Link>
    </div>
  );
}
