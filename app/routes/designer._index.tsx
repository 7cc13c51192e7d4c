import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Cents, Notice, Panel, Pill, TableScroll, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
import { buttonClass } from "#app/components/content/button.tsx";
import { DesignerPage } from "#app/components/designer/fields.tsx";
import { formatDateTime } from "#app/lib/console.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { monthLabel } from "#app/lib/months.ts";
import { requireDesigner } from "#app/server/designers/designer-accounts.server.ts";
import { statementMonth, statementOf } from "#app/server/designers/designers.server.ts";
import { payoutsOf } from "#app/server/designers/payouts.server.ts";
import { submissionsOf, type SubmissionStatusView } from "#app/server/designers/submissions.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Your designer area", "Your logos, sales, earnings and payouts."), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { designer } = await requireDesigner(context, request);
  const month = statementMonth(new URL(request.url).searchParams.get("month"));
  const [statement, payouts, submissions] = await Promise.all([statementOf(context.db, designer.id, month), payoutsOf(context.db, designer.id), submissionsOf(context.db, designer.id)]);
  return {
    designer: { name: designer.name, bio: designer.bio, payoutEmail: designer.payoutEmail },
    statement,
    submissions,
    payouts: payouts.map((payout) => ({ month: payout.month, label: monthLabel(payout.month), amountCents: payout.amountCents, payoutEmail: payout.payoutEmail, paidAt: payout.paidAt.toISOString() })),
  };
}

const STATUS: Record<SubmissionStatusView, { label: string; tone: "good" | "bad" | "neutral" | "warn" }> = {
  review: { label: "In review", tone: "warn" },
  live: { label: "Live", tone: "good" },
  sold: { label: "Sold", tone: "neutral" },
  rejected: { label: "Rejected", tone: "bad" },
};

const NOTICES: Record<string, string> = {
  welcome: "Your designer profile is ready. Submit your first logo.",
  submitted: "Thank you: your logo is in review. We usually decide within a few days, and mail you either way.",
  profile: "Your profile is saved.",
};

export default function DesignerArea() {
  const { designer, statement, submissions, payouts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const notice = NOTICES[params.get("notice") ?? ""];
  return (
    <DesignerPage title={designer.name} lead="Your designer area: your logos, what they earned and what you were paid.">
      {notice ? <Notice kind="success">{notice}</Notice> : null}
      {!designer.payoutEmail ? (
        <Notice kind="warning">
          No PayPal address yet: your earnings stay due until you <Link to="/designer/profile" className="font-semibold underline">add one to your profile</Link>.
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/designer/submit" className={buttonClass("primary")}>
          Submit a logo
        </Link>
        <Link to="/designer/profile" className={buttonClass("secondary")}>
          Profile and PayPal
        </Link>
        <Link to="/designer-handbook" className={buttonClass("secondary")}>
          Designer handbook
        </Link>
      </div>

      <Panel title="Your logos">
        {submissions.length === 0 ? (
          <p className="text-gray-700">Nothing submitted yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {submissions.map((submission) => (
              <li key={submission.id} className="flex gap-3 py-3">
                <span className={`block h-16 w-16 shrink-0 rounded-lg border border-gray-200 ${submission.bgColor}`}>
                  <img src={submission.preview} alt="" width={64} height={64} className="h-full w-full object-contain" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-gray-900 [overflow-wrap:anywhere]">{submission.name}</span>
                    <Pill tone={STATUS[submission.status].tone}>{STATUS[submission.status].label}</Pill>
                  </p>
                  <p className="text-sm text-gray-700">
                    {submission.category}, submitted {formatDateTime(submission.createdAt)}
                    {submission.logoId && submission.status === "live" ? (
                      <>
                        {" · "}
                        <Link to={`/logo/${submission.logoId}`} className="font-medium text-indigo-700 underline">
                          See it in the catalogue
                        </Link>
                      </>
                    ) : null}
                  </p>
                  {submission.status === "rejected" && submission.rejectReason ? <p className="mt-1 text-sm text-red-900 [overflow-wrap:anywhere]">Reason: {submission.rejectReason}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title={`Sales and earnings, ${statement.label}`}>
        <nav aria-label="Statement months" className="mb-4 flex flex-wrap gap-2">
          {statement.months.map((month) => (
            <Link
              key={month}
              to={`?month=${month}`}
              aria-current={month === statement.month ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${month === statement.month ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-800" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
            >
              {monthLabel(month)}
            </Link>
          ))}
        </nav>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-gray-700">Brought forward</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.broughtForwardCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Earned</dt>
            <dd className="font-semibold text-gray-900" data-testid="earned"><Cents cents={statement.creditsCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Refunds</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.debitsCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Paid out</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={-statement.paidCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Carried forward</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.carriedForwardCents} /></dd>
          </div>
        </dl>
        {statement.lines.length === 0 ? (
          <p className="mt-4 text-gray-700">No sales or refunds in {statement.label}.</p>
        ) : (
          <div className="mt-4">
            <TableScroll label={`Sales of ${statement.label}`}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>When</th>
                    <th scope="col" className={thClass}>Entry</th>
                    <th scope="col" className={thClass}>What sold</th>
                    <th scope="col" className={thClass}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.lines.map((line) => (
                    <tr key={`${line.orderId}-${line.purchaseId}-${line.kind}`}>
                      <td className={tdClass}>{formatDateTime(line.at)}</td>
                      <td className={tdClass}>{line.kind === "sale" ? <Pill tone="good">Sale</Pill> : <Pill tone="bad">Refund</Pill>}</td>
                      <td className={tdClass}>{line.variation ? `An AI variation of ${line.sourceLogoName}` : line.sourceLogoName}</td>
                      <td className={tdClass}>
                        <Cents cents={line.amountCents} signed />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        )}
        <p className="mt-4 text-sm">
          <a href={`/designer/statement.csv?month=${statement.month}`} className="font-medium text-indigo-700 underline" download>
            Download the statement for {statement.label} (CSV)
          </a>
        </p>
      </Panel>

      <Panel title="Payouts received">
        {payouts.length === 0 ? (
          <p className="text-gray-700">Nothing paid out yet. Earnings are paid through PayPal early each month for everything due through the month before.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {payouts.map((payout) => (
              <li key={payout.month} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-gray-900">{payout.label}</span>
                <span className="text-gray-800 [overflow-wrap:anywhere]">
                  <Cents cents={payout.amountCents} /> to {payout.payoutEmail}, {formatDateTime(payout.paidAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </DesignerPage>
  );
}
