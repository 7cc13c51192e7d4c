import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { ConsolePageHeader, Pill } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { reviewQueue } from "#app/server/designers/submissions.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Submissions");

const TABS = [
  { status: "review", label: "In review" },
  { status: "live", label: "Approved" },
  { status: "rejected", label: "Rejected" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const asked = new URL(request.url).searchParams.get("status");
  const status = TABS.find((tab) => tab.status === asked)?.status ?? "review";
  return { status, submissions: await reviewQueue(context.db, status) };
}

/** The logo as the catalogue shows it, at 16 px (a favicon) and at 64 px. */
function Thumbs({ preview, bgColor }: { preview: string; bgColor: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className={`block h-4 w-4 border border-gray-200 ${bgColor}`}>
        <img src={preview} alt="" width={16} height={16} className="h-4 w-4 object-contain" />
      </span>
      <span className={`block h-16 w-16 rounded border border-gray-200 ${bgColor}`}>
        <img src={preview} alt="" width={64} height={64} className="h-16 w-16 object-contain" />
      </span>
    </span>
  );
}

function SubmissionLink({ submission }: { submission: { id: string; name: string } }) {
  return (
    <Link to={`/admin/submissions/${submission.id}`} className="font-medium text-indigo-700 underline [overflow-wrap:anywhere]">
      {submission.name}
    </Link>
  );
}

export default function ConsoleSubmissions() {
  const { status, submissions } = useLoaderData<typeof loader>();
  const label = TABS.find((tab) => tab.status === status)!.label;
  return (
    <>
      <ConsolePageHeader title="Submissions">Logos designers submitted. Approve one and it goes on sale under its designer&apos;s name; reject one with a reason and the designer is mailed it.</ConsolePageHeader>
      <nav aria-label="Submission status" className="mt-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`?status=${tab.status}`}
            aria-current={tab.status === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${tab.status === status ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-800" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ConsoleTable
        className="mt-6"
        label={`Submissions: ${label}`}
        rows={submissions}
        rowKey={(submission) => submission.id}
        empty={{ text: `No submissions ${status === "review" ? "wait for review" : `here (${label.toLowerCase()})`}.`, framed: true }}
        media={(submission) => <Thumbs preview={submission.preview} bgColor={submission.bgColor} />}
        columns={[
          { header: "Preview (16 px, 64 px)", cell: (submission) => <Thumbs preview={submission.preview} bgColor={submission.bgColor} />, card: null },
          {
            header: "Logo",
            title: true,
            cell: (submission) => (
              <>
                <SubmissionLink submission={submission} />
                <p className="text-gray-700">
                  {submission.category} · {submission.format.toUpperCase()}
                </p>
              </>
            ),
            card: (submission) => <SubmissionLink submission={submission} />,
          },
          {
            header: "Designer",
            cell: (submission) => (
              <Link to={`/admin/designers/${submission.designerId}`} className="text-indigo-700 underline">
                {submission.designer}
              </Link>
            ),
            card: (submission) => (
              <span className="text-gray-700">
                by {submission.designer}, {formatDateTime(submission.createdAt)}
              </span>
            ),
          },
          { header: "Submitted", cell: (submission) => formatDateTime(submission.createdAt), card: null },
          {
            header: "Near-duplicate",
            cell: (submission) => (submission.nearest ? <Pill tone="warn">{Math.round(submission.nearest.similarity * 100)} % like {submission.nearest.label}</Pill> : <Pill tone="good">None</Pill>),
            card: (submission) => (submission.nearest ? <Pill tone="warn">Near-duplicate ({Math.round(submission.nearest.similarity * 100)} %)</Pill> : null),
          },
        ]}
      />
    </>
  );
}
