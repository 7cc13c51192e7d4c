import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRevalidator, useRouteError, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from "react";
import ConversationMarkup from "#app/components/logo/conversation.tsx?markup";
import GeneratedDetailsMarkup from "#app/components/logo/generated-details.tsx?markup";
import CatalogueDetailsMarkup from "#app/components/logo/catalogue-details.tsx?markup";
import { deferredIsland } from "#app/components/deferred-island.tsx";
import MockupsMarkup from "#app/components/logo/mockups.tsx?markup";
import SoldNoticeMarkup from "#app/components/logo/sold-notice.tsx?markup";
import { VersionCarousel } from "#app/components/logo/version-carousel.tsx";
import { tryOnColour, VersionStage, type TryOn } from "#app/components/logo/version-stage.tsx";
import { clearAgentContext } from "#app/lib/agent-context.ts";
import { LOGO_REFINEMENT_EVENT, type LogoRefinementDetail } from "#app/lib/app-events.ts";
import { DRAWN_WHEN_NEAR, MY_LOGOS_REFRESH_MS, WIDTH_CONTAINER } from "#app/lib/ui.ts";
import { loadLogoPage } from "#app/server/generations/logo-page.server.ts";
import { runGeneration } from "#app/lib/generation-runner.ts";
import { groupOf } from "#app/lib/generated-logos.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import { logoVersions, type LogoVersion } from "#app/lib/logo-versions.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { fromServer } from "#app/lib/server-generation.ts";
import { useGeneratedLogos } from "#app/lib/use-generated-logos.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useVersionViews } from "#app/lib/use-version-views.ts";
import { shareCardOf } from "#app/lib/share-card.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadLogoPage(params.id ?? "", request, context);
  // A generated logo still being designed (or not recorded yet) changes by the second:
  // no cache may keep its page (docs/decisions/0019).
  const settled = page.page.kind === "catalogue" || (page.server !== null && page.server.status !== "generating");
  return settled ? page : data(page, { headers: { "Cache-Control": "no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The logo's name in the title, and a card with its public picture for a shared link. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data || error) return pageMeta("Logo not found", "This logo does not exist or is no longer available.");
  const share = shareCardOf(data.page, data.server, data.origin);
  const card: MetaDescriptor[] = [
    { property: "og:type", content: "website" },
    { property: "og:url", content: share.url },
    { name: "twitter:card", content: share.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: share.title },
    { name: "twitter:description", content: share.description },
    ...(share.image
      ? [
          { property: "og:image", content: share.image },
          { property: "og:image:alt", content: `The ${share.title} logo` },
          { name: "twitter:image", content: share.image },
        ]
      : []),
  ];
  // The stage's picture is the page's largest: asked for from the head, before the scripts.
  const stage = data.page.kind === "generated" ? (data.view?.picture ?? null) : (data.view?.transparentPicture ?? data.page.logo.image);
  const preload: MetaDescriptor[] = stage ? [{ tagName: "link", rel: "preload", as: "image", href: stage, fetchpriority: "high" }] : [];
  const base = [...pageMeta(share.title, share.description), ...card, ...preload];
  return data.page.kind === "generated" ? [...base, NOINDEX] : base;
};

/** Below the fold: hydrated (their code loaded) when they come into view. */
const BrandingMockups = deferredIsland("branding-mockups", MockupsMarkup, () => import("#app/components/logo/mockups.tsx"), { className: DRAWN_WHEN_NEAR.mockups });
const SoldNotice = deferredIsland("sold-notice", SoldNoticeMarkup, () => import("#app/components/logo/sold-notice.tsx"));
/** Only where a generated version is on screen, or its conversation: loaded then. */
const Conversation = deferredIsland("conversation", ConversationMarkup, () => import("#app/components/logo/conversation.tsx"), { when: "now" });
/** Links and a form: they work as they are until the code arrives, when they come into view. */
const CatalogueDetails = deferredIsland("catalogue-details", CatalogueDetailsMarkup, () => import("#app/components/logo/catalogue-details.tsx"));
/** Only for a logo that is not there: loaded then (the server's markup stands meanwhile). */
const LogoNotFoundNotice = lazy(() => import("#app/components/logo/page-notices.tsx").then((module) => ({ default: module.LogoNotFound })));
function LogoNotFound() {
  return (
    <Suspense fallback={null}>
      <LogoNotFoundNotice />
    </Suspense>
  );
}
/** Shown once a try-on colour is chosen (with JavaScript only): loaded then. */
const TryOnNote = lazy(() => import("#app/components/logo/try-on-note.tsx").then((module) => ({ default: module.TryOnNote })));
const GeneratedDetails = deferredIsland("generated-details", GeneratedDetailsMarkup, () => import("#app/components/logo/generated-details.tsx"), { when: "now" });

function titleOf(version: LogoVersion | undefined): string {
  if (!version) return "Custom Logo";
  if (version.kind === "catalogue") return version.logo.name;
  // A generated logo this browser has not read yet (the page opened right after its prompt)
  // is not finished as far as anyone knows: never say 'Custom Logo' before it is.
  return !version.logo || version.logo.isGenerating ? "Create new logo" : "Custom Logo";
}

/** This page opened on one version (`?version=`), its other parameters kept: how the version controls work without JavaScript. */
function versionHref(searchParams: URLSearchParams, id: string): string {
  const params = new URLSearchParams(searchParams);
  params.set("version", id);
  return `?${params}`;
}

export default function LogoPage() {
  const { page, origin, server, view, promptMode, similar, narrations, groupVersions, favorite } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const source = searchParams.get("source");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { logos, groups, ready } = useGeneratedLogos();
  const versions = useMemo(() => {
    const fallback = server ? fromServer(page.id, server) : null;
    const held = logoVersions(page, logos, groups);
    // The server knows more versions than this browser holds (no JavaScript, another device, a change made by a form): its list.
    if (groupVersions.length > held.length) return groupVersions.map(({ id, server: known }) => ({ kind: "generated" as const, id, logo: logos.find((logo) => logo.id === id) ?? fromServer(id, known) }));
    return held.map((version) => (version.kind === "generated" && !version.logo && version.id === page.id && fallback ? { ...version, logo: fallback } : version));
  }, [page, logos, groups, server, groupVersions]);
  const viewOf = useVersionViews(page.id, view as VersionView | null, versions);
  // `?version=` opens on one version (My Logos links a catalogue logo's refinement so).
  const startVersion = searchParams.get("version") ?? page.id;
  const [currentId, setCurrentId] = useState(startVersion);
  const [notice, setNotice] = useState<string | null>(null);
  // A try-on colour behind one version's transparent picture: this page's alone, for the moment.
  const [tryOn, setTryOn] = useState<TryOn | null>(null);
  useEffect(() => setCurrentId(startVersion), [startVersion]);
  // Held by this browser: live and refinable. Known only to the server: shown as it stands.
  const ownedHere = logos.some((logo) => logo.id === currentId);
  const index = Math.max(0, versions.findIndex((version) => version.id === currentId));
  const current = versions[index];
  const currentView = current ? viewOf(current) : null;

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

  // The prompt bar's changes of this page's logo: its maker refines it; anyone else starts
  // a logo of their own from it (the bar says which: the loader's `promptMode`).
  useEffect(() => {
    function onRefine(event: Event) {
      const { message } = (event as CustomEvent<LogoRefinementDetail>).detail;
      setNotice(null);
      // Its code (a refinement's, the relay's client) loads when a prompt is sent.
      void import("#app/lib/logo-page-prompt.ts")
        .then(({ answerPrompt }) => answerPrompt({ pageId: page.id, pageKind: page.kind, promptMode, current, origin, message }))
        .then((outcome) => {
          if (outcome.kind === "notice") setNotice(outcome.text);
          else if (outcome.kind === "version") setCurrentId(outcome.logoId);
          // A refinement keeps where the visitor came from (Back to Browse / My Logos).
          else navigate(`/logo/${outcome.logoId}${outcome.refinement && source ? `?source=${source}` : ""}`);
        });
    }
    window.addEventListener(LOGO_REFINEMENT_EVENT, onRefine);
    return () => window.removeEventListener(LOGO_REFINEMENT_EVENT, onRefine);
  }, [current, origin, page, navigate, source, promptMode]);

  const back = source === "browse" ? { to: "/browse", label: "Back to Browse" } : source === "mylogos" ? { to: "/my-logos", label: "Back to My Logos" } : { to: "/", label: "Home" };
  const missing = page.kind === "generated" && hydrated && ready && current?.kind === "generated" && !current.logo;
  if (missing) return <LogoNotFound />;

  const tryingOn = current && currentView ? tryOnColour(tryOn, current.id, currentView) : null;
  const mockups = currentView?.transparentPicture && current && mockupLogo(current, currentView.transparentPicture);
  return (
    <div className="logo-page mx-auto max-w-7xl px-4 sm:px-6" style={versions.length > 1 ? ({ "--stage-below": "5rem" } as CSSProperties) : undefined}>
      <div className="flex flex-col items-start gap-1 py-5 sm:flex-row sm:items-center sm:gap-3">
        <Link to={back.to} className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900">
          ← {back.label}
        </Link>
        <h1 className="min-w-0 text-2xl font-bold tracking-tight text-gray-900 [overflow-wrap:anywhere] sm:truncate sm:text-3xl">{titleOf(current)}</h1>
      </div>
      {notice ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-900">
          {notice}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,var(--stage-column))_minmax(16rem,1fr)]">
        <div className="min-w-0">
          <VersionCarousel
            count={versions.length}
            index={index}
            onIndexChange={(next) => setCurrentId(versions[next]!.id)}
            dates={versions.map(versionDate)}
            hrefs={versions.map((version) => versionHref(searchParams, version.id))}
          >
            {current && currentView ? (
              <VersionStage
                version={current}
                view={currentView}
                origin={origin}
                hydrated={hydrated}
                live={ownedHere}
                favorite={favorite && current.id === page.id}
                tryOn={tryOn}
                onTryOn={setTryOn}
              />
            ) : null}
          </VersionCarousel>
          {tryingOn && currentView ? (
            <Suspense fallback={null}>
              <TryOnNote className={tryingOn} ownColor={currentView.background} onReset={() => setTryOn(null)} />
            </Suspense>
          ) : null}
        </div>
        <div className="min-w-0 max-w-2xl space-y-6">
          {versions.some((version) => version.kind === "generated") ? <Conversation versions={versions} index={index} narrations={narrations} /> : null}
          {current?.kind === "catalogue" && currentView ? (
            <CatalogueDetails logo={current.logo} offer={currentView.offer} />
          ) : current?.kind === "generated" && current.logo && currentView ? (
            <GeneratedDetails logo={current.logo} offer={currentView.offer} />
          ) : null}
        </div>
      </div>
      {page.kind === "catalogue" && page.logo.sold && currentView?.offer.kind !== "bought" ? <SoldNotice similar={similar} /> : null}
      {/* The mockups show the version on screen, where a picture of it without its background exists. */}
      {mockups ? (
        <div className={WIDTH_CONTAINER}>
          <BrandingMockups name={mockups.name} image={mockups.image} bgColor={mockups.bgColor} />
        </div>
      ) : null}
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

function mockupLogo(version: LogoVersion, image: string): { name: string; image: string; bgColor: string } | null {
  if (version.kind === "catalogue") return { ...version.logo, image };
  const logo = version.logo;
  if (!logo || logo.isGenerating || logo.error) return null;
  return { name: logo.name, image, bgColor: logo.bgColor };
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
