import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ConsoleShell } from "#app/components/admin/console-shell.tsx";
import { consoleHeaders, consoleMeta, type ConsoleRootData } from "#app/lib/console.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Console");

/** Operators only; a 404 for everyone else (each page under it checks again for its own data). */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ConsoleRootData> {
  const operator = await requireOperator(context, request);
  return { operator: { email: operator.email, displayName: operator.displayName }, formToken: operator.formToken };
}

export default function ConsoleLayout() {
  const { operator } = useLoaderData<typeof loader>();
  return (
    <ConsoleShell operator={operator}>
      <Outlet />
    </ConsoleShell>
  );
}
