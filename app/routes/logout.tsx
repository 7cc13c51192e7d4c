import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOut } from "#app/server/auth/auth-flows.server.ts";

/** Sign Out posts here: the session ends on the server, and the cookie is cleared. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/", { status: 303, headers: await signOut(context, request) });
}

/** A link (or a prefetch) never signs anyone out: only the form's POST does. */
export async function loader() {
  return redirect("/dashboard");
}
