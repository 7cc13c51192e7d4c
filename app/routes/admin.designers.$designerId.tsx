import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DesignerLedger } from "#app/components/admin/designer-ledger.tsx";
import { ConsolePageHeader, FormToken, inputClass, Notice, Panel, primaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta } from "#app/lib/console.ts";
import { monthLabel } from "#app/lib/months.ts";
import { notFound, operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { getDesigner, logosOfDesigner, setPayoutAddress, statementMonth, statementOf } from "#app/server/designers/designers.server.ts";
import { payoutsOf } from "#app/server/designers/payouts.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => consoleMeta(loaded?.designer.name ?? "Designer");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const designer = await getDesigner(context.db, params.designerId ?? "");
  if (!designer) throw notFound();
  const month = statementMonth(new URL(request.url).searchParams.get("month"));
  const [statement, logos, payouts] = await Promise.all([statementOf(context.db, designer.id, month), logosOfDesigner(context.db, designer.id), payoutsOf(context.db, designer.id)]);
  return {
    designer: { id: designer.id, name: designer.name, payoutEmail: designer.payoutEmail },
    statement,
    logos,
    payouts: payouts.map((payout) => ({ month: payout.month, label: monthLabel(payout.month), amountCents: payout.amountCents, payoutEmail: payout.payoutEmail, paidAt: payout.paidAt.toISOString() })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const result = await setPayoutAddress(context.db, operator, params.designerId ?? "", String(form.get("payoutEmail") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect(`/admin/designers/${params.designerId}?notice=address`, { status: 303 });
}

export default function ConsoleDesigner() {
  const { designer, statement, logos, payouts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const forSale = logos.filter((logo) => !logo.sold).length;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/designers" className="font-medium text-indigo-700 underline">
          ← Designers
        </Link>
      </p>
      <ConsolePageHeader title={designer.name}>
        {logos.length} catalogue logos, {forSale} for sale.
      </ConsolePageHeader>
      {params.get("notice") === "address" ? <Notice kind="success">{designer.payoutEmail ? `Payouts to ${designer.name} go to ${designer.payoutEmail}.` : `${designer.name} has no PayPal address: their earnings stay due until one is set.`}</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}

      <Panel title="PayPal address">
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormToken />
          <div className="flex-1">
            <label htmlFor="payout-email" className="block text-sm font-medium text-gray-900">
              Payouts go to this PayPal account
            </label>
            <input id="payout-email" name="payoutEmail" type="email" defaultValue={designer.payoutEmail ?? ""} placeholder="designer@example.com" autoComplete="off" className={`mt-1 ${inputClass}`} aria-describedby="payout-email-hint" />
            <p id="payout-email-hint" className="mt-1 text-sm text-gray-700">
              Empty: nothing is paid out and the earnings stay due.
            </p>
          </div>
          <button type="submit" className={primaryButton}>
            Save address
          </button>
        </Form>
      </Panel>

      <DesignerLedger reader="operator" statement={statement} payouts={payouts} />

      <Panel title="Catalogue logos">
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {logos.map((logo) => (
            <li key={logo.id} className="text-center text-xs">
              <Link to={`/logo/${logo.id}`} className="block rounded-lg border border-gray-200 p-1 hover:border-indigo-400">
                <span className={`block aspect-square ${logo.bgColor}`}>
                  <img src={logo.image} alt="" width={96} height={96} loading="lazy" className="h-full w-full object-contain" />
                </span>
                <span className="mt-1 block truncate text-gray-900">{logo.name}</span>
                {logo.sold ? <span className="text-gray-700">Sold</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
