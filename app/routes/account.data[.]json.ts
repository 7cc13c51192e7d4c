import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { exportAccountData } from "#app/server/dashboard/export.server.ts";

/** The signed-in owner's data as a JSON download; anyone else gets 401 and nothing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await userOfRequest(context.db, request);
  if (!user) return Response.json({ error: "Please sign in to access your dashboard." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  return new Response(JSON.stringify(await exportAccountData(context.db, user), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="logomarket-account-data.json"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
