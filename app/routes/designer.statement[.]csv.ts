import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireDesigner } from "#app/server/designers/designer-accounts.server.ts";
import { statementCsv, statementMonth, statementOf } from "#app/server/designers/designers.server.ts";

/** The signed-in designer's statement for a month, as a spreadsheet reads it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { designer } = await requireDesigner(context, request);
  const month = statementMonth(new URL(request.url).searchParams.get("month"));
  const statement = await statementOf(context.db, designer.id, month);
  return new Response(statementCsv(statement), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statement-${designer.id}-${month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
