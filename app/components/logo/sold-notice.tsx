import { Link } from "@remix-run/react";
import { LogoCard } from "#app/components/logo-card.tsx";
import type { CatalogueCard } from "#app/catalogue/types.ts";

/**
 * A sold catalogue logo: sold once, so its page offers logos like it instead (issue 11).
 * Below the logo: a deferred island (the logo page hydrates it when it comes into view).
 */
export default function SoldNotice({ similar }: { similar: CatalogueCard[] }) {
  return (
    <section aria-labelledby="sold-title" className="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <h2 id="sold-title" className="text-xl font-semibold text-gray-900">
        This logo has been sold
      </h2>
      <p className="mt-2 text-gray-700">Every logo is sold only once, so its buyer owns it outright. These similar logos are still for sale:</p>
      {similar.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {similar.map((logo) => (
            <li key={logo.id}>
              <LogoCard logo={logo} href={`/logo/${logo.id}?source=browse`} />
            </li>
          ))}
        </ul>
      ) : (
        <Link to="/browse" className="mt-4 inline-block font-semibold text-indigo-700 underline">
          Browse logos
        </Link>
      )}
    </section>
  );
}
