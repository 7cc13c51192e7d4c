import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { DesignerLedger } from "#app/components/admin/designer-ledger.tsx";
import { Notice, Panel, Pill } from "#app/components/admin/ui.tsx";
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

      <DesignerLedger reader="designer" statement={statement} payouts={payouts} />
    </DesignerPage>
  );
}
