import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isMonth, monthOf } from "#app/lib/months.ts";
import { recordAction } from "#app/server/admin/audit.server.ts";
import { notFound, requireOperator } from "#app/server/admin/operators.server.ts";
import { payoutCsv, payoutMonth } from "#app/server/designers/payouts.server.ts";

/** The month's payouts as PayPal's bulk payout file (app/server/designers/payouts.server.ts). Its download is recorded: it holds designers' addresses. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const operator = await requireOperator(context, request);
  const month = params.month ?? "";
  if (!isMonth(month) || month > monthOf(new Date())) throw notFound();
  const payouts = await payoutMonth(context.db, month);
  await recordAction(context.db, operator, "payouts.export", month, `Downloaded the PayPal payout file for ${payouts.label}: ${payouts.payouts.length} payouts.`);
  return new Response(payoutCsv(payouts), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="paypal-payouts-${month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
