import { formatDateTime } from "#app/lib/dates.ts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { loadOutbox } from "#app/server/mail/outbox-page.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Outbox", "Mails sent by this local copy of the site."), NOINDEX];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadOutbox(context);
}

/** Local only: what the site would have mailed (receipts, password resets, confirmations). */
export default function OutboxPage() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">Outbox</h1>
      <p className="mt-2 text-gray-700">No mail provider is configured, so mails are kept here instead of sent. Newest first.</p>
      {mails.length === 0 ? <p className="mt-8 text-gray-800">No mail yet.</p> : null}
      <ul className="mt-8 space-y-6">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-2xl border border-gray-200 p-6">
            <h2 className="text-lg font-semibold text-gray-900">{mail.subject}</h2>
            <p className="mt-1 text-sm text-gray-700">
              To {mail.to} · {mail.kind} · {formatDateTime(mail.createdAt)}
            </p>
            <pre className="mt-4 whitespace-pre-wrap break-words font-sans text-gray-900">{mail.text}</pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
