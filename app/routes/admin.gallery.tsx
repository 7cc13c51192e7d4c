import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConsolePageHeader, FormToken, Notice, secondaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { listForModeration, moderationView, setHidden } from "#app/server/admin/moderation.server.ts";
import { operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { purgeContextOf } from "#app/server/cache/purge.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Gallery");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const params = new URL(request.url).searchParams;
  const view = moderationView(params.get("view"));
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { view, page, ...(await listForModeration(context.db, view, page)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const intent = form.get("intent");
  if (intent !== "hide" && intent !== "show") return data({ error: "Nothing to do: the form did not say what to do." }, { status: 400 });
  const result = await setHidden(purgeContextOf(request, context), operator, String(form.get("generationId") ?? ""), intent === "hide");
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  const back = new URL(request.url);
  back.searchParams.set("notice", intent === "hide" ? "hidden" : "shown");
  throw redirect(`${back.pathname}${back.search}`, { status: 303 });
}

const VIEWS = [
  { view: "listed", label: "In the gallery" },
  { view: "hidden", label: "Hidden" },
] as const;

export default function ConsoleGallery() {
  const { view, page, logos, hasMore } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const notice = params.get("notice");
  return (
    <>
      <ConsolePageHeader title="Gallery">
        Logos their owners made public, as <a className="text-indigo-700 underline" href="/gallery">/gallery</a> lists them. A hidden logo leaves the gallery; its owner keeps it.
      </ConsolePageHeader>
      {notice === "hidden" ? <Notice kind="success">The logo is hidden from the public gallery.</Notice> : null}
      {notice === "shown" ? <Notice kind="success">The logo is back in the public gallery.</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}

      <nav aria-label="Gallery views" className="mt-4 flex gap-2">
        {VIEWS.map((entry) => (
          <Link
            key={entry.view}
            to={`/admin/gallery?view=${entry.view}`}
            aria-current={entry.view === view ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm ${entry.view === view ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-800" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
          >
            {entry.label}
          </Link>
        ))}
      </nav>

      {logos.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-700">{view === "hidden" ? "No logo is hidden." : "No public logos yet."}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {logos.map((logo) => (
            <li key={logo.id} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
              <div className={`aspect-[4/3] ${logo.bgColor}`}>
                <img src={logo.image} alt={logo.name} width={320} height={240} loading="lazy" className="h-full w-full object-contain" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
                <h2 className="text-base font-semibold text-gray-900">{logo.href ? <Link to={logo.href} className="text-indigo-700 underline">{logo.name}</Link> : logo.name}</h2>
                <p className="text-gray-800 [overflow-wrap:anywhere]">“{logo.prompt.length > 160 ? `${logo.prompt.slice(0, 160)}…` : logo.prompt}”</p>
                <p className="text-gray-700 [overflow-wrap:anywhere]">
                  {logo.owner} · {formatDateTime(logo.createdAt)}
                </p>
                {logo.hiddenAt ? <p className="text-amber-800">Hidden since {formatDateTime(logo.hiddenAt)}</p> : null}
                <Form method="post" className="mt-auto pt-2">
                  <FormToken />
                  <input type="hidden" name="generationId" value={logo.id} />
                  <input type="hidden" name="intent" value={logo.hiddenAt ? "show" : "hide"} />
                  <button type="submit" className={secondaryButton}>
                    {logo.hiddenAt ? "Show in gallery" : "Hide from gallery"}
                    <span className="sr-only">: {logo.name}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Pages of logos" className="mt-4 flex justify-between">
          {page > 1 ? (
            <Link to={`/admin/gallery?view=${view}&page=${page - 1}`} className={secondaryButton}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={`/admin/gallery?view=${view}&page=${page + 1}`} className={secondaryButton}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
