import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRevalidator, useRouteError, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { LogoCard } from "#app/components/logo-card.tsx";
import { cataloguePurchaseId } from "#app/lib/purchase.ts";
import type { CatalogueLogo } from "#app/catalogue/types.ts";
import { BackgroundPicker } from "#app/components/logo/background-picker.tsx";
import { FavoriteButton } from "#app/components/logo/favorite-button.tsx";
import { GenerationFailed, GenerationProgress, LogoSkeleton } from "#app/components/logo/generation-panel.tsx";
import { Conversation } from "#app/components/logo/conversation.tsx";
import { CatalogueDetails, GeneratedDetails } from "#app/components/logo/logo-details.tsx";
import { LogoStage } from "#app/components/logo/logo-stage.tsx";
import { BrandingMockups } from "#app/components/logo/mockups.tsx";
import { RemoveGeneratedButton } from "#app/components/logo/remove-generated-button.tsx";
import { ShareDialog } from "#app/components/logo/share-dialog.tsx";
import { VersionCarousel } from "#app/components/logo/version-carousel.tsx";
import { clearAgentContext } from "#app/lib/relay-client.ts";
import { LOGO_REFINEMENT_EVENT, type LogoRefinementDetail } from "#app/lib/app-events.ts";
import { useLogoBackground } from "#app/lib/backgrounds.ts";
import { MY_LOGOS_REFRESH_MS } from "#app/lib/ui.ts";
import { removeGeneratedLogo, updateGeneratedLogo } from "#app/lib/generated-logos.ts";
import { newGenerationId } from "#protocol/ids.ts";
import { loadLogoPage } from "#app/server/generations/logo-page.server.ts";
import { runGeneration } from "#app/lib/generation-runner.ts";
import { groupOf } from "#app/lib/generated-logos.ts";
import { logoVersions, type LogoVersion, type PageLogo } from "#app/lib/logo-versions.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { NOT_YOURS_TO_CHANGE, startRefinement, type RefinementParent } from "#app/lib/refine.ts";
import { fromServer } from "#app/lib/server-generation.ts";
import { useGeneratedLogos } from "#app/lib/use-generated-logos.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadLogoPage(params.id ?? "", request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data || error) return pageMeta("Logo not found", "This logo does not exist or is no longer available.");
  if (data.page.kind === "generated") return [...pageMeta("Custom Logo", "A logo designed with LogoMarket's design agent."), NOINDEX];
  const { logo } = data.page;
  return pageMeta(logo.name, `${logo.description} A ${logo.category.toLowerCase()} logo by ${logo.designer}.`);
};

function titleOf(version: LogoVersion | undefined): string {
  if (!version) return "Custom Logo";
  if (version.kind === "catalogue") return version.logo.name;
  return version.logo?.isGenerating ? "Create new logo" : "Custom Logo";
}

export default function LogoPage() {
  const { page, origin, server, similar, narrations } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const source = searchParams.get("source");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { logos, groups, ready } = useGeneratedLogos();
  const versions = useMemo(() => {
    const fallback = server ? fromServer(page.id, server) : null;
    return logoVersions(page, logos, groups).map((version) =>
      version.kind === "generated" && !version.logo && version.id === page.id && fallback ? { ...version, logo: fallback } : version,
    );
  }, [page, logos, groups, server]);
  // `?version=` opens on one version (My Logos links a catalogue logo's refinement so).
  const startVersion = searchParams.get("version") ?? page.id;
  const [currentId, setCurrentId] = useState(startVersion);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setCurrentId(startVersion), [startVersion]);
  // Held by this browser: live and refinable. Known only to the server: shown as it stands.
  const ownedHere = logos.some((logo) => logo.id === currentId);
  // Someone else's logo from a shared link: the server tells its owner the generation, no one else.
  const notMine = page.kind === "generated" && !ownedHere && Boolean(server && !server.generationId);
  const index = Math.max(0, versions.findIndex((version) => version.id === currentId));
  const current = versions[index];

  // Spec section 7: the agent starts a fresh conversation when a logo page opens.
  useEffect(() => clearAgentContext(), [page.id]);

  // Spec section 4: seen from browse, a refinement of a catalogue logo is its original.
  useEffect(() => {
    if (!ready || source !== "browse" || page.kind !== "generated") return;
    const group = groupOf(page.id, groups);
    if (group?.originalLogoSource === "browse") navigate(`/logo/${group.originalLogoId}?source=browse`, { replace: true });
  }, [ready, source, page, groups, navigate]);

  // A version still generating (new, refined, or the page reloaded mid-way) runs or rejoins.
  const generating = ownedHere && current?.kind === "generated" && current.logo?.isGenerating ? current.id : null;
  useEffect(() => {
    if (generating) void runGeneration(generating);
  }, [generating]);

  // A logo this browser does not hold, still being made (opened from a link): look again.
  const revalidator = useRevalidator();
  const waitingOnServer = hydrated && !ownedHere && server?.status === "generating";
  useEffect(() => {
    if (!waitingOnServer) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), MY_LOGOS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waitingOnServer, revalidator]);

  // The prompt bar's refinements of this page's logo.
  useEffect(() => {
    function onRefine(event: Event) {
      const { message } = (event as CustomEvent<LogoRefinementDetail>).detail;
      // Nothing is started for a logo that is not the visitor's: it could only fail.
      if (notMine) return setNotice(NOT_YOURS_TO_CHANGE);
      setNotice(null);
      void startRefinement(refinementParent(current, origin), message).then((result) => {
        if (!result.ok) setNotice(result.error);
        else if (page.kind === "catalogue") setCurrentId(result.logo.id);
        else navigate(`/logo/${result.logo.id}${source ? `?source=${source}` : ""}`);
      });
    }
    window.addEventListener(LOGO_REFINEMENT_EVENT, onRefine);
    return () => window.removeEventListener(LOGO_REFINEMENT_EVENT, onRefine);
  }, [current, origin, page.kind, navigate, source, notMine]);

  const back = source === "browse" ? { to: "/browse", label: "Back to Browse" } : source === "mylogos" ? { to: "/my-logos", label: "Back to My Logos" } : { to: "/", label: "Home" };
  const missing = page.kind === "generated" && hydrated && ready && current?.kind === "generated" && !current.logo;
  if (missing) return <LogoNotFound />;

  return (
    <div className="logo-page mx-auto max-w-7xl px-4 sm:px-6" style={versions.length > 1 ? ({ "--stage-below": "3.25rem" } as CSSProperties) : undefined}>
      <div className="flex flex-col items-start gap-1 py-5 sm:flex-row sm:items-center sm:gap-3">
        <Link to={back.to} className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900">
          ← {back.label}
        </Link>
        <h1 className="min-w-0 text-2xl [overflow-wrap:anywhere] sm:truncate font-bold tracking-tight text-gray-900 sm:text-3xl">{titleOf(current)}</h1>
      </div>
      {notice ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-900">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,var(--stage-size))_minmax(16rem,1fr)]">
        <VersionCarousel
          count={versions.length}
          index={index}
          onIndexChange={(next) => setCurrentId(versions[next]!.id)}
          dates={versions.map(versionDate)}
        >
          {current ? <VersionStage version={current} origin={origin} hydrated={hydrated} live={ownedHere} removable={!notMine} /> : null}
        </VersionCarousel>
        <div className="min-w-0 max-w-2xl space-y-6">
          <Conversation versions={versions} index={index} narrations={narrations} />
          {current?.kind === "catalogue" ? <CatalogueDetails logo={current.logo} /> : current?.logo ? <GeneratedDetails logo={current.logo} /> : null}
        </div>
      </div>
      {page.kind === "catalogue" && page.logo.sold ? <SoldNotice similar={similar} /> : null}
      {/* The mockups show the version on screen (a refinement's, once it is done). */}
      {mockupLogo(current) ? <BrandingMockups logo={mockupLogo(current)!} /> : null}
      {/* Without JavaScript nothing streams: the page reloads itself until the logo is done.
          Inside <noscript>, so a page with JavaScript never reloads. */}
      {server?.status === "generating" && !ownedHere ? (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
    </div>
  );
}

function versionDate(version: LogoVersion): string | null {
  return version.kind === "generated" ? (version.logo?.createdAt ?? null) : null;
}

function mockupLogo(version: LogoVersion | undefined): { name: string; image: string; bgColor: string } | null {
  if (!version) return null;
  if (version.kind === "catalogue") return version.logo;
  const logo = version.logo;
  if (!logo || logo.isGenerating || logo.error || !logo.image) return null;
  return { name: logo.name, image: logo.image, bgColor: logo.bgColor };
}

function refinementParent(version: LogoVersion | undefined, origin: string): RefinementParent | null {
  if (!version) return null;
  if (version.kind === "catalogue") return { kind: "catalogue", id: version.id, name: version.logo.name, imageUrl: `${origin}${version.logo.image}` };
  return version.logo && !version.logo.isGenerating && !version.logo.error ? { kind: "generated", logo: version.logo } : null;
}

/** One version on the stage, with its side buttons. */
function VersionStage(props: { version: LogoVersion; origin: string; hydrated: boolean; live: boolean; removable: boolean }) {
  const { version, origin, hydrated, live, removable } = props;
  const navigate = useNavigate();
  const defaultBackground = version.kind === "catalogue" ? version.logo.bgColor : (version.logo?.bgColor ?? "bg-white");
  const [background, chooseBackground] = useLogoBackground(version.id, defaultBackground);
  const logo = version.kind === "generated" ? version.logo : null;
  const name = version.kind === "catalogue" ? version.logo.name : "Custom Logo";
  const image = version.kind === "catalogue" ? version.logo.image : (logo?.image ?? "");
  const done = version.kind === "catalogue" || Boolean(logo && !logo.isGenerating && !logo.error && logo.image);
  const purchaseId = version.kind === "catalogue" ? cataloguePurchaseId(version.id) : done && logo ? logo.generationId : null;

  function retry() {
    // A new attempt is a new generation: the failed one stays failed on the server.
    updateGeneratedLogo(version.id, { generationId: newGenerationId(), isGenerating: true, error: null, generationProgress: 0, partialImage: null, narration: [] });
    window.location.reload();
  }

  async function remove() {
    // For good (spec section 4): the server's record and files too, then this browser's copy.
    if (logo) await fetch(`/api/generations/${encodeURIComponent(logo.generationId)}`, { method: "DELETE" }).catch(() => undefined);
    removeGeneratedLogo(version.id);
    navigate("/favorites");
  }

  let picture;
  if (version.kind === "generated" && !logo) picture = <LogoSkeleton label="Loading" />;
  else if (version.kind === "generated" && logo?.error)
    picture = <GenerationFailed error={logo.error} onRetry={retry} retry={{ prompt: logo.generationPrompt, refine: logo.parentLogoId }} />;
  else if (version.kind === "generated" && logo?.isGenerating) picture = <GenerationProgress logo={logo} live={live} />;
  else picture = <LogoImage src={image} alt={name} width={640} height={640} loading="priority" className="h-full w-full object-contain p-10" />;

  const tools =
    hydrated && done ? (
      <>
        {/* A generated logo's heart deletes it (spec section 4): only for its maker. */}
        {version.kind === "catalogue" ? <FavoriteButton logoId={version.logo.id} /> : removable ? <RemoveGeneratedButton onConfirm={() => void remove()} /> : null}
        <BackgroundPicker value={background} onChange={chooseBackground} />
        <ShareDialog
          pageUrl={`${origin}/logo/${version.id}`}
          imageUrl={`${origin}${image}`}
          name={name}
          description={version.kind === "catalogue" ? version.logo.description : (logo?.description ?? "")}
        />
      </>
    ) : null;

  return (
    <LogoStage background={background} purchaseId={purchaseId} tools={tools} sold={version.kind === "catalogue" && Boolean(version.logo.sold)}>
      {picture}
    </LogoStage>
  );
}

/** A sold catalogue logo: sold once, so its page offers logos like it instead (issue 11). */
function SoldNotice({ similar }: { similar: CatalogueLogo[] }) {
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

function LogoNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Logo not found</h1>
      <p className="mt-4 text-gray-700">This logo does not exist or is no longer available.</p>
      <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white">
        Browse Logos
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LogoNotFound />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Something went wrong</h1>
      <p className="mt-4 text-gray-700">Please try again in a moment.</p>
    </div>
  );
}
