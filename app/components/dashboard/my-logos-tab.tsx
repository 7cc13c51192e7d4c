import { Form, Link, useFetcher, useRevalidator } from "@remix-run/react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { DashboardLogo } from "#app/lib/dashboard.ts";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this logo? This action cannot be undone.";

/** 'My Refined Logos' (accounts spec, section 2): the account's logos, Refresh, delete, downloads once bought. */
export function MyLogosTab({ logos, confirmDeleteId }: { logos: DashboardLogo[]; confirmDeleteId: string | null }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const loading = revalidator.state === "loading";
  const confirming = confirmDeleteId ? logos.find((logo) => logo.generationId === confirmDeleteId) : undefined;
  return (
    <section aria-labelledby="my-logos-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="my-logos-title" className="text-xl font-semibold text-gray-900">
          My Refined Logos
        </h2>
        {hydrated ? (
          <button type="button" onClick={() => revalidator.revalidate()} disabled={loading} className="rounded-lg border border-gray-400 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70">
            {loading ? "Loading..." : "Refresh"}
          </button>
        ) : (
          <Link to="/dashboard?tab=logos" className="rounded-lg border border-gray-400 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50">
            Refresh
          </Link>
        )}
      </div>
      {confirming ? <NoScriptDeleteConfirmation logo={confirming} /> : null}
      {logos.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-gray-900">No logos yet</p>
          <p className="mt-1 text-gray-700">Create your first refined logo to see it here.</p>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {logos.map((logo, index) => (
            <LogoCard key={logo.generationId} logo={logo} eager={index < 3} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LogoCard({ logo, eager }: { logo: DashboardLogo; eager: boolean }) {
  const hydrated = useHydrated();
  const deleter = useFetcher<{ error?: string }>();
  const visibility = useFetcher<{ error?: string }>();
  const error = deleter.data?.error ?? visibility.data?.error;
  const deleting = deleter.state !== "idle";
  const isPublic = visibility.formData ? visibility.formData.get("public") === "true" : logo.isPublic;
  return (
    <li className={`flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm ${deleting ? "opacity-50" : ""}`}>
      <div className={`relative aspect-square ${logo.bgColor}`}>
        <LogoImage src={logo.image} alt={logo.name} width={512} height={512} loading={eager ? "eager" : "lazy"} className="h-full w-full object-contain" />
        {logo.purchased ? (
          <a
            href={logo.purchased.orderHref}
            className="absolute left-3 top-3 inline-flex min-h-8 items-center rounded-full bg-green-700 px-3 py-1 text-xs font-semibold text-white shadow-sm hover:bg-green-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
          >
            Purchased<span className="sr-only">: {logo.name}, its order and downloads</span>
          </a>
        ) : null}
        {logo.versions > 1 ? (
          <span className="absolute right-3 top-3 rounded-full bg-gray-900/85 px-2.5 py-1 text-xs font-semibold text-white">{logo.versions} versions</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="font-semibold text-gray-900">{logo.name}</h3>
          <p className="text-sm text-gray-700">{`Created: ${formatDate(logo.createdAt)}`}</p>
          {isPublic && logo.hiddenFromGallery ? <p className="mt-1 text-sm text-amber-800">Our moderators took this logo out of the public gallery. It is still yours.</p> : null}
        </div>
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2">
          {logo.downloads ? (
            <>
              <a href={logo.downloads.png} download className="rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
                PNG
              </a>
              <a href={logo.downloads.webp} download className="rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
                WebP
              </a>
            </>
          ) : logo.logoId ? (
            <a href={`/logo/${logo.logoId}`} target="_blank" rel="noopener" className="rounded-lg border border-gray-400 px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50">
              Preview<span className="sr-only"> {logo.name} (opens in a new tab)</span>
            </a>
          ) : null}
          <visibility.Form method="post" action="/dashboard?tab=logos">
            <input type="hidden" name="intent" value="visibility" />
            <input type="hidden" name="generationId" value={logo.generationId} />
            <input type="hidden" name="public" value={String(!isPublic)} />
            <button type="submit" aria-pressed={isPublic} className="rounded-lg border border-gray-400 px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50">
              {isPublic ? "Public" : "Private"}
              <span className="sr-only">: {logo.name}. {isPublic ? "Make private" : "Make public"}</span>
            </button>
          </visibility.Form>
          {hydrated ? (
            <button
              type="button"
              disabled={deleting}
              onClick={() => {
                if (!window.confirm(DELETE_CONFIRMATION)) return;
                deleter.submit({ intent: "delete-logo", generationId: logo.generationId }, { method: "post", action: "/dashboard?tab=logos" });
              }}
              className="ml-auto rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {deleting ? "Deleting..." : "Delete"}
              <span className="sr-only"> {logo.name}</span>
            </button>
          ) : (
            <Link to={`/dashboard?tab=logos&confirmDelete=${encodeURIComponent(logo.generationId)}`} className="ml-auto rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50">
              Delete<span className="sr-only"> {logo.name}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** Without JavaScript there is no confirm(): the question is a page state with its own form. */
function NoScriptDeleteConfirmation({ logo }: { logo: DashboardLogo }) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-delete-text" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-5">
      <p id="confirm-delete-text" className="font-semibold text-red-900">
        {DELETE_CONFIRMATION}
      </p>
      <p className="mt-1 text-sm text-red-900">{logo.name}</p>
      <div className="mt-4 flex gap-3">
        <Form method="post" action="/dashboard?tab=logos">
          <input type="hidden" name="intent" value="delete-logo" />
          <input type="hidden" name="generationId" value={logo.generationId} />
          <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
            Delete
          </button>
        </Form>
        <Link to="/dashboard?tab=logos" className="rounded-lg border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-900">
          Cancel
        </Link>
      </div>
    </div>
  );
}
