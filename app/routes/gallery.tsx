import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PUBLIC_LIST_MAX } from "#app/lib/dashboard.ts";
import { listPublicLogos, publicListLimit } from "#app/server/dashboard/gallery.server.ts";

export const meta: MetaFunction = () => pageMeta("Community Gallery", "Logos our customers designed with the agent and chose to share.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = publicListLimit(new URL(request.url).searchParams.get("limit"));
  return { logos: await listPublicLogos(context.db, limit), limit, canShowMore: limit < PUBLIC_LIST_MAX };
}

/** The public gallery: logos their owners made public, newest first (20 unless asked for more). */
export default function GalleryPage() {
  const { logos, limit, canShowMore } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Community Gallery">Logos our customers designed with the agent and chose to share.</PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        {logos.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-700">No public logos yet.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {logos.map((logo, index) => (
              <li key={`${logo.image}`} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
                <div className={`aspect-square ${logo.bgColor}`}>
                  <LogoImage src={logo.image} alt={logo.name} width={400} height={400} loading={index < 4 ? "eager" : "lazy"} className="h-full w-full object-contain" />
                </div>
                <div className="p-3">
                  <p className="font-semibold text-gray-900">{logo.name}</p>
                  <p className="text-sm text-gray-700">{`Created: ${formatDate(logo.createdAt)}`}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {logos.length === limit && canShowMore ? (
          <div className="mt-8 text-center">
            <Link to={`/gallery?limit=${limit + 20}`} className="rounded-lg border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50">
              Show more
            </Link>
          </div>
        ) : null}
      </div>
    </>
  );
}
