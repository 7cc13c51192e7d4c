import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import BrandingMockups from "#app/components/logo/mockups.tsx";
import { ConsolePageHeader, FormToken, inputClass, Notice, Panel, Pill, primaryButton, secondaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { notFound, operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { purgeContextOf, purgeLogoPages } from "#app/server/cache/purge.server.ts";
import { rasterOf } from "#app/server/designers/raster.server.ts";
import { approveSubmission, rejectSubmission, submissionFileUrl, submissionForReview } from "#app/server/designers/submissions.server.ts";
import { SUBMISSION_LIMITS as LIMITS } from "#app/forms/designer-limits.ts";
import { mailerFor } from "#app/server/mail/http-transport.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => consoleMeta(loaded ? `Review: ${loaded.submission.name}` : "Submission");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const operator = await requireOperator(context, request);
  const found = await submissionForReview(context.db, params.submissionId ?? "");
  if (!found) throw notFound();
  const { submission, designer, duplicates } = found;
  return {
    submission: {
      id: submission.id,
      name: submission.name,
      category: submission.category,
      tags: submission.tags,
      description: submission.description,
      bgColor: submission.bgColor,
      format: submission.format,
      width: submission.width,
      height: submission.height,
      status: submission.status,
      rejectReason: submission.rejectReason,
      logoId: submission.logoId,
      reviewedBy: submission.reviewedBy,
      reviewedAt: submission.reviewedAt?.toISOString() ?? null,
      createdAt: submission.createdAt.toISOString(),
      preview: submissionFileUrl(submission.id, "preview.png"),
      original: submissionFileUrl(submission.id, submission.format === "svg" ? "original.svg" : "original.png"),
    },
    designer: { id: designer.id, name: designer.name, bio: designer.bio },
    ownSubmission: designer.userId === operator.id,
    duplicates,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const id = params.submissionId ?? "";
  const intent = form.get("intent");
  const mailer = mailerFor(context.env, context.db);
  if (intent === "approve") {
    const result = await approveSubmission(context.db, context.env, await rasterOf(context.resvgWasm), mailer, operator, id);
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    if (result.logoId) context.ctx.waitUntil(purgeLogoPages(purgeContextOf(request, context), [{ kind: "catalogue", id: result.logoId }]));
    throw redirect(`/admin/submissions/${id}?notice=approved`, { status: 303 });
  }
  if (intent === "reject") {
    const result = await rejectSubmission(context.db, mailer, operator, id, String(form.get("reason") ?? ""));
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    throw redirect(`/admin/submissions/${id}?notice=rejected`, { status: 303 });
  }
  return data({ error: "Choose Approve or Reject." }, { status: 400 });
}

const SIZES = [16, 32, 64] as const;

export default function ReviewSubmission() {
  const { submission, designer, ownSubmission, duplicates } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/submissions" className="font-medium text-indigo-700 underline">
          ← Submissions
        </Link>
      </p>
      <ConsolePageHeader title={submission.name}>
        By{" "}
        <Link to={`/admin/designers/${designer.id}`} className="text-indigo-700 underline">
          {designer.name}
        </Link>
        , submitted {formatDateTime(submission.createdAt)} ·{" "}
        {submission.status === "review" ? <Pill tone="warn">In review</Pill> : submission.status === "live" ? <Pill tone="good">Approved</Pill> : <Pill tone="bad">Rejected</Pill>}
      </ConsolePageHeader>
      {params.get("notice") === "approved" ? <Notice kind="success">Approved: it is on sale as catalogue logo {submission.logoId} under {designer.name}&apos;s name, and {designer.name} was mailed.</Notice> : null}
      {params.get("notice") === "rejected" ? <Notice kind="success">Rejected; {designer.name} was mailed the reason.</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}

      <Panel title="Near-duplicates">
        {duplicates.length === 0 ? (
          <p className="text-gray-800">
            <Pill tone="good">None</Pill> No catalogue logo or sold mark comes near it (mark fingerprint under 60 % alike).
          </p>
        ) : (
          <>
            <Notice kind="warning">This logo&apos;s mark is as alike as the same idea redrawn to {duplicates.length === 1 ? "a logo" : `${duplicates.length} logos`} we sell or sold. Check before approving.</Notice>
            <ul className="mt-3 space-y-1 text-sm">
              {duplicates.map((match) => (
                <li key={match.label}>
                  {Math.round(match.similarity * 100)} % like{" "}
                  {match.href ? (
                    <Link to={match.href} className="text-indigo-700 underline">
                      {match.label}
                    </Link>
                  ) : (
                    match.label
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      <Panel title="Previews">
        <div className="flex flex-wrap items-end gap-6">
          {SIZES.map((size) => (
            <figure key={size} className="text-center text-xs text-gray-700">
              <span className={`inline-block border border-gray-200 ${submission.bgColor}`} style={{ width: size, height: size }}>
                <img src={submission.preview} alt={size === 16 ? `${submission.name} at 16 px` : ""} width={size} height={size} style={{ width: size, height: size }} />
              </span>
              <figcaption>{size} px</figcaption>
            </figure>
          ))}
          <figure className="text-center text-xs text-gray-700">
            <span className={`block w-64 max-w-full rounded-lg border border-gray-200 sm:w-80 ${submission.bgColor}`}>
              <img src={submission.preview} alt={`${submission.name}, large`} width={320} height={320} className="h-auto w-full" />
            </span>
            <figcaption>Large: the catalogue&apos;s preview (512 px, drawn by us from the master)</figcaption>
          </figure>
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-gray-900">Master</dt>
            <dd className="text-gray-800">
              {submission.format === "svg" ? "SVG, as our upload check rebuilt it" : "PNG"}, {submission.width} x {submission.height} ·{" "}
              <a href={submission.original} className="text-indigo-700 underline">
                Open the master
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-900">Category and tags</dt>
            <dd className="text-gray-800 [overflow-wrap:anywhere]">
              {submission.category} · {submission.tags.join(", ")}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold text-gray-900">Description</dt>
            <dd className="text-gray-800 [overflow-wrap:anywhere]">{submission.description}</dd>
          </div>
        </dl>
      </Panel>

      {submission.status === "review" ? (
        <Panel title="Decision">
          {ownSubmission ? (
            <Notice kind="warning">This is your own submission: another operator must review it.</Notice>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <Form method="post">
                <FormToken />
                <input type="hidden" name="intent" value="approve" />
                <p className="text-sm text-gray-800">It goes on sale in browse at once, credited to {designer.name}, who earns $3.00 on each sale.</p>
                <button type="submit" className={`mt-3 ${primaryButton}`}>
                  Approve
                </button>
              </Form>
              <Form method="post">
                <FormToken />
                <input type="hidden" name="intent" value="reject" />
                <label htmlFor="reason" className="block text-sm font-semibold text-gray-900">
                  Reason (the designer reads it)
                </label>
                <textarea id="reason" name="reason" rows={3} required minLength={5} maxLength={LIMITS.reason} className={`mt-1 ${inputClass}`} />
                <button type="submit" className={`mt-3 ${secondaryButton}`}>
                  Reject
                </button>
              </Form>
            </div>
          )}
        </Panel>
      ) : (
        <Panel title="Decision">
          <p className="text-gray-800 [overflow-wrap:anywhere]">
            {submission.status === "live" ? (
              <>
                Approved by {submission.reviewedBy} on {formatDateTime(submission.reviewedAt ?? submission.createdAt)}:{" "}
                <Link to={`/logo/${submission.logoId}`} className="text-indigo-700 underline">
                  catalogue logo {submission.logoId}
                </Link>
                .
              </>
            ) : (
              <>
                Rejected by {submission.reviewedBy} on {formatDateTime(submission.reviewedAt ?? submission.createdAt)}: {submission.rejectReason}
              </>
            )}
          </p>
        </Panel>
      )}

      <BrandingMockups name={submission.name} image={submission.preview} bgColor={submission.bgColor} />
    </>
  );
}
