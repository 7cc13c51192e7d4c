import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CardsOrTable, cardClass, ConsolePageHeader, Pill, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
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
      {submissions.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-700">No submissions {status === "review" ? "wait for review" : `here (${label.toLowerCase()})`}.</p>
      ) : (
        <div className="mt-6">
          <CardsOrTable
            label={`Submissions: ${label}`}
            cards={submissions.map((submission) => (
              <li key={submission.id} className={cardClass}>
                <div className="flex items-center gap-3">
                  <Thumbs preview={submission.preview} bgColor={submission.bgColor} />
                  <div className="min-w-0">
                    <Link to={`/admin/submissions/${submission.id}`} className="font-medium text-indigo-700 underline [overflow-wrap:anywhere]">
                      {submission.name}
                    </Link>
                    <p className="text-gray-700">
                      by {submission.designer}, {formatDateTime(submission.createdAt)}
                    </p>
                    {submission.nearest ? <Pill tone="warn">Near-duplicate ({Math.round(submission.nearest.similarity * 100)} %)</Pill> : null}
                  </div>
                </div>
              </li>
            ))}
            table={
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>Preview (16 px, 64 px)</th>
                    <th scope="col" className={thClass}>Logo</th>
                    <th scope="col" className={thClass}>Designer</th>
                    <th scope="col" className={thClass}>Submitted</th>
                    <th scope="col" className={thClass}>Near-duplicate</th>
                  </tr>
                </thead>
                <tbody>
                  {submissions.map((submission) => (
                    <tr key={submission.id}>
                      <td className={tdClass}>
                        <Thumbs preview={submission.preview} bgColor={submission.bgColor} />
                      </td>
                      <td className={tdClass}>
                        <Link to={`/admin/submissions/${submission.id}`} className="font-medium text-indigo-700 underline [overflow-wrap:anywhere]">
                          {submission.name}
                        </Link>
                        <p className="text-gray-700">
                          {submission.category} · {submission.format.toUpperCase()}
                        </p>
                      </td>
                      <td className={tdClass}>
                        <Link to={`/admin/designers/${submission.designerId}`} className="text-indigo-700 underline">
                          {submission.designer}
                        </Link>
                      </td>
                      <td className={tdClass}>{formatDateTime(submission.createdAt)}</td>
                      <td className={tdClass}>{submission.nearest ? <Pill tone="warn">{Math.round(submission.nearest.similarity * 100)} % like {submission.nearest.label}</Pill> : <Pill tone="good">None</Pill>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </div>
      )}
    </>
  );
}
