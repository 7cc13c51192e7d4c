import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useSearchParams } from "@remix-run/react";
import { getCatalogueLogo } from "~/catalogue/catalogue.server";
import type { CatalogueLogo } from "~/catalogue/types";
import { LogoImage } from "~/components/logo-image";
import { BackgroundPicker } from "~/components/logo/background-picker";
import { FavoriteButton } from "~/components/logo/favorite-button";
import { BrandingMockups } from "~/components/logo/mockups";
import { ShareDialog } from "~/components/logo/share-dialog";
import { useLogoBackground } from "~/lib/backgrounds";
import { PRICE_LABEL } from "~/lib/business";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";

const CATALOGUE_ID = /^[1-9]\d{0,8}$/;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const logo = CATALOGUE_ID.test(id) ? await getCatalogueLogo(context.db, Number(id)) : null;
  if (!logo) throw new Response("Logo not found", { status: 404 });
  const origin = new URL(request.url).origin;
  return { logo, pageUrl: `${origin}/logo/${logo.id}`, imageUrl: `${origin}${logo.image}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data && !error
    ? pageMeta(data.logo.name, `${data.logo.description} A ${data.logo.category.toLowerCase()} logo by ${data.logo.designer}.`)
    : pageMeta("Logo not found", "This logo does not exist or is no longer available.");

export default function LogoPage() {
  const { logo, pageUrl, imageUrl } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const fromBrowse = searchParams.get("source") === "browse";
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex items-center gap-3 py-5">
        <Link
          to={fromBrowse ? "/browse" : "/"}
          className="rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          ← {fromBrowse ? "Back to Browse" : "Home"}
        </Link>
        <h1 className="truncate text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{logo.name}</h1>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LogoStage logo={logo} pageUrl={pageUrl} imageUrl={imageUrl} />
        <LogoDetails logo={logo} />
      </div>
      <BrandingMockups logo={logo} />
    </div>
  );
}

/** The logo on its preview background, the side buttons and the purchase button. */
function LogoStage({ logo, pageUrl, imageUrl }: { logo: CatalogueLogo; pageUrl: string; imageUrl: string }) {
  const hydrated = useHydrated();
  const [background, chooseBackground] = useLogoBackground(String(logo.id), logo.bgColor);
  return (
    <div className="flex gap-3">
      {/* Sized so the purchase button stays above the prompt bar on a laptop screen. */}
      <div
        className={`relative aspect-square w-full max-w-[min(40rem,calc(100svh-17rem))] overflow-hidden rounded-2xl border border-gray-200 ${background}`}
      >
        <LogoImage src={logo.image} alt={logo.name} width={640} height={640} loading="priority" className="h-full w-full object-contain p-10" />
        <form method="post" action="/checkout" className="absolute bottom-4 right-4">
          <input type="hidden" name="logoIds" value={`original_${logo.id}`} />
          <button type="submit" className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white shadow-lg hover:bg-indigo-700">
            Purchase for {PRICE_LABEL}
          </button>
        </form>
      </div>
      {/* These work on browser storage and the clipboard: they appear once JavaScript runs,
          in a column that is always there so nothing moves when they do. */}
      <div className="flex w-11 shrink-0 flex-col gap-3">
        {hydrated ? (
          <>
            <FavoriteButton logoId={logo.id} />
            <BackgroundPicker value={background} onChange={chooseBackground} />
            <ShareDialog pageUrl={pageUrl} imageUrl={imageUrl} name={logo.name} description={logo.description} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function LogoDetails({ logo }: { logo: CatalogueLogo }) {
  return (
    <div>
      <p className="text-gray-800">{logo.description}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-700">Designer</dt>
        <dd className="font-medium text-gray-900">{logo.designer}</dd>
        <dt className="text-gray-700">Category</dt>
        <dd>
          <Link to={`/browse?category=${encodeURIComponent(logo.category)}`} className="font-medium text-indigo-700 underline">
            {logo.category}
          </Link>
        </dd>
        <dt className="text-gray-700">Price</dt>
        <dd className="font-medium text-gray-900">{PRICE_LABEL}, full commercial rights</dd>
      </dl>
      <h2 className="mt-8 text-base font-semibold text-gray-900">Related categories</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {logo.tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/browse?tags=${encodeURIComponent(tag)}`}
              className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-gray-800 hover:border-gray-400"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">
        Want it your way? Describe a change in the prompt bar below — a new name, other colours, a different
        symbol — and our design agent makes you a version of your own.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{notFound ? "Logo not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-700">
        {notFound ? "This logo does not exist or is no longer available." : "Please try again in a moment."}
      </p>
      <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white">
        Browse Logos
      </Link>
    </div>
  );
}
