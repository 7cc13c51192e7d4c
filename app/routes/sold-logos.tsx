import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { listSoldLogos } from "#app/server/catalogue/catalogue.server.ts";

export const meta: MetaFunction = () => pageMeta("Sold Logos", "Catalogue logos that found their owner. Each logo is sold only once.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { logos: await listSoldLogos(context.db) };
}

/** The footer's 'Sold logos': what has been bought, shown without a price or a download (issue 11). */
export default function SoldLogosPage() {
  const { logos } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Sold Logos">Every logo is sold only once, so its buyer owns it outright. These have found their owners.</PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {logos.length === 0 ? (
          <p className="text-lg text-gray-800">No logo has been sold yet.</p>
        ) : (
          <ul aria-label="Sold logos" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {logos.map((logo) => (
              <li key={logo.id} className="overflow-hidden rounded-2xl border border-gray-200">
                <div className={`aspect-square ${logo.bgColor}`}>
                  <LogoImage src={logo.image} alt={logo.name} width={400} height={400} className="h-full w-full object-contain p-8" />
                </div>
                <p className="px-4 py-3 font-semibold text-gray-900">
                  {logo.name} <span className="ml-2 rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">Sold</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white">
          Browse logos for sale
        </Link>
      </div>
    </>
  );
}
