import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AuthPage } from "#app/components/auth/auth-page.tsx";
import { safeRedirect } from "#app/forms/auth-copy.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { submitCredentials } from "#app/server/auth/auth-flows.server.ts";
import { respond } from "#app/server/auth/auth-responses.server.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";

export const meta: MetaFunction = () => pageMeta("Sign In", "Sign in to keep your logos, purchases and downloads in your dashboard.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await userOfRequest(context.db, request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return respond(await submitCredentials(context, request, "password"));
}

export default function LoginPage() {
  return <AuthPage tab="signin" />;
}

/** A throttled sign-in says when to try again (Retry-After), on the page's response too. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
