import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CatalogueGrid } from "#app/components/browse/catalogue-grid.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { useFavoriteLogos } from "#app/lib/use-favorite-logos.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () => pageMeta("Favorites", "The catalogue logos you marked as favourites.");

export default function FavoritesPage() {
  const { logos, status } = useFavoriteLogos();
  return (
    <>
      <PageHeader title="Favorites">Logos you marked with the heart. They are kept in this browser.</PageHeader>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {status === "loading" ? (
          <p role="status" className="text-gray-700">
            Loading favorites…
            <noscript> Favorites are kept in this browser and need JavaScript to show.</noscript>
          </p>
        ) : status === "error" ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            Your favorites could not be loaded. Please reload the page.
          </p>
        ) : (
          <CatalogueGrid
            purchasable
            logos={logos}
            countText={`${logos.length} ${logos.length === 1 ? "favorite" : "favorites"}`}
            empty={
              <>
                <p className="text-lg text-gray-800">You haven't added any favorites yet.</p>
                <Link to="/browse" className="mt-4 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white">
                  Browse logos
                </Link>
              </>
            }
          />
        )}
      </div>
    </>
  );
}
