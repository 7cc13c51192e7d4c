import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { CatalogueGrid } from "#app/components/browse/catalogue-grid.tsx";
import { LogoCard } from "#app/components/logo-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { LOGO_GRID_CLASS } from "#app/components/select-mode.tsx";
import { useFavoriteIds } from "#app/lib/favorites.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RootData } from "#app/lib/site-config.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";
import { favoriteExists, favoriteLogos, favoritesOwnerId, isFavoriteId, listFavoriteIds, setFavorite } from "#app/server/favorites/favorites.server.ts";
import { ensureVisitor } from "#app/server/visitor.server.ts";

export const meta: MetaFunction = () => pageMeta("Favorites", "The logos you marked as favourites.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ids = await listFavoriteIds(context.db, favoritesOwnerId(await ownerOf(context.db, request)));
  return data({ ids, ...(await favoriteLogos(context.db, ids)) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** A page of this site to return to after the heart's form (never another site). */
function returnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/favorites";
}

/** The heart without JavaScript: add or remove one favourite, then back to the page it was on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const logoId = form?.get("logoId");
  const wanted = form?.get("favorite");
  if (!form || form.get("intent") !== "favorite" || !isFavoriteId(logoId) || (wanted !== "on" && wanted !== "off")) {
    return data({ error: "We could not read this form. Please try again." }, { status: 400 });
  }
  if (wanted === "on" && !(await favoriteExists(context.db, logoId))) return data({ error: "That logo does not exist." }, { status: 404 });
  const owner = await ownerOf(context.db, request);
  const headers = new Headers();
  let ownerId = favoritesOwnerId(owner);
  if (!ownerId) {
    const visitor = await ensureVisitor(request);
    if (visitor.setCookie) headers.set("Set-Cookie", visitor.setCookie);
    ownerId = visitor.id;
  }
  await setFavorite(context.db, ownerId, logoId, wanted === "on");
  return redirect(returnPath(form.get("returnTo")), { status: 303, headers });
}

export default function FavoritesPage() {
  const { ids, catalogue, generated } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.account.user);
  // The browser's copy joins the list (a guest's from before, or a sign-in's): then read it again.
  const { ids: local, synced } = useFavoriteIds();
  const revalidator = useRevalidator();
  const stale = synced && local.map(String).join(",") !== ids.join(",");
  useEffect(() => {
    if (stale && revalidator.state === "idle") revalidator.revalidate();
    // Only a change in what the server listed, or in the browser's copy, asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, local.join(","), ids.join(",")]);
  const count = catalogue.length + generated.length;
  return (
    <>
      <PageHeader title="Favorites">
        {signedIn ? "Logos you marked with the heart, kept with your account on every device you sign in on." : "Logos you marked with the heart. Sign in to keep them with your account on every device."}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {result?.error ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {result.error}
          </p>
        ) : null}
        {count === 0 && !synced && local.length > 0 ? (
          <p role="status" className="text-gray-700">
            Loading favorites…
          </p>
        ) : catalogue.length > 0 || generated.length === 0 ? (
          <CatalogueGrid
            purchasable
            logos={catalogue}
            countText={`${count} ${count === 1 ? "favorite" : "favorites"}`}
            empty={
              <>
                <p className="text-lg text-gray-800">You haven't added any favorites yet.</p>
                <Link to="/browse" className="mt-4 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white">
                  Browse logos
                </Link>
              </>
            }
          />
        ) : (
          <p className="mb-4 text-sm text-gray-700">{`${count} ${count === 1 ? "favorite" : "favorites"}`}</p>
        )}
        {generated.length ? (
          <section aria-labelledby="favorite-generated-title" className="mt-10">
            <h2 id="favorite-generated-title" className="mb-4 text-xl font-semibold text-gray-900">
              Designed with our agent
            </h2>
            <ul className={LOGO_GRID_CLASS}>
              {generated.map((logo) => (
                <li key={logo.id}>
                  <LogoCard logo={{ ...logo, category: "AI generated", onOwnBackground: true }} href={`/logo/${logo.id}`} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
