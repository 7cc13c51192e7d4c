import { useNavigate } from "@remix-run/react";
import { lazy, Suspense, useCallback } from "react";
import { LogoImage, LogoSkeleton } from "#app/components/logo-image.tsx";
import { deferredIsland } from "#app/components/deferred-island.tsx";
import GenerationFailedMarkup from "./generation-failed.tsx?markup";
import GenerationProgressMarkup from "./generation-progress.tsx?markup";
import { FavoriteButton } from "./favorite-button.tsx";
import { LogoStage } from "./logo-stage.tsx";
import { removeGeneratedLogo } from "#app/lib/generated-logos.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import type { LogoVersion } from "#app/lib/logo-versions.ts";
import { publicPreviewPath } from "#app/lib/share-card.ts";
import { isBackgroundClass } from "#protocol/taxonomy.ts";

/** Only while a logo is made, or when making it failed: their code loads then. */
const PANEL = { when: "now", className: "h-full w-full" } as const;
const GenerationProgress = deferredIsland("generation-progress", GenerationProgressMarkup, () => import("./generation-progress.tsx"), PANEL);
const GenerationFailed = deferredIsland("generation-failed", GenerationFailedMarkup, () => import("./generation-failed.tsx"), PANEL);

/** The tools over a finished logo work only with JavaScript: their code loads when they show. */
const LogoTools = lazy(() => import("./logo-tools.tsx"));

interface VersionStageProps {
  version: LogoVersion;
  /** What the server says this viewer may do with it, and which pictures they may see. */
  view: VersionView;
  origin: string;
  hydrated: boolean;
  /** This browser holds the version: its progress is live. */
  live: boolean;
  /** The server's word on whether it is among the viewer's favourites (the page's own logo). */
  favorite: boolean;
  /** The try-on colour the page shows, for one version (the page keeps it, and says so under the versions). */
  tryOn: TryOn | null;
  onTryOn: (tryOn: TryOn | null) => void;
}

/** A try-on: a colour class shown behind one version's transparent picture, for the moment. */
export interface TryOn {
  logoId: string;
  className: string;
}

/** The try-on colour shown for this version: only where it has a picture without a background. */
export function tryOnColour(tryOn: TryOn | null, versionId: string, view: Pick<VersionView, "transparentPicture">): string | null {
  return view.transparentPicture && tryOn?.logoId === versionId ? tryOn.className : null;
}

/**
 * One version on the stage, with its actions. It shows the logo as it is sold: a generated
 * logo's preview as the agent rendered it, on the design's own background, and the stage
 * around it in that colour (issue 33). A try-on colour, where a picture without a
 * background exists, changes this page only, says so, and is not remembered.
 */
export function VersionStage({ version, view, origin, hydrated, live, favorite, tryOn, onTryOn }: VersionStageProps) {
  const navigate = useNavigate();
  const logo = version.kind === "generated" ? version.logo : null;
  const ownClass = version.kind === "catalogue" ? version.logo.bgColor : (logo?.bgColor ?? "bg-white");
  const chooseTryOn = useCallback((className: string | null) => onTryOn(isBackgroundClass(className) ? { logoId: version.id, className } : null), [version.id, onTryOn]);
  const transparent = view.transparentPicture;
  const tryingOn = tryOnColour(tryOn, version.id, view);
  const name = version.kind === "catalogue" ? version.logo.name : "Custom Logo";
  // The logo as rendered on its background (a generated logo's preview, a bought logo's WebP);
  // a catalogue logo's public picture has none, and sits on its background's colour.
  const rendered = version.kind === "generated" ? (view.picture ?? logo?.image ?? "") : null;
  const image = tryingOn ? transparent! : (rendered ?? transparent ?? (version.kind === "catalogue" ? version.logo.image : ""));
  const padded = !rendered || Boolean(tryingOn);
  const done = version.kind === "catalogue" || Boolean(logo && !logo.isGenerating && !logo.error && logo.image);
  // A generated logo's maker may delete it, until it is bought: a Delete button, not the heart.
  const removable = version.kind === "generated" && view.offer.kind === "for-sale";

  async function remove() {
    // For good: the server's record and files too, then this browser's copy.
    if (logo) await fetch(`/api/generations/${encodeURIComponent(logo.generationId)}`, { method: "DELETE" }).catch(() => undefined);
    removeGeneratedLogo(version.id);
    navigate("/my-logos");
  }

  let picture;
  if (version.kind === "generated" && !logo) picture = <LogoSkeleton label="Loading" />;
  else if (version.kind === "generated" && logo?.error)
    picture = <GenerationFailed logoId={version.id} error={logo.error} prompt={logo.generationPrompt} refine={logo.parentLogoId} />;
  else if (version.kind === "generated" && logo?.isGenerating) picture = <GenerationProgress progress={logo.generationProgress} partialImage={logo.partialImage} live={live} />;
  else picture = <LogoImage src={image} alt={name} width={640} height={640} loading="priority" className={`h-full w-full object-contain ${padded ? "p-[8%]" : ""}`} />;

  // What a share shows: the public picture (a bought logo's clean one is its buyer's alone).
  const publicPicture = version.kind === "catalogue" ? version.logo.image : publicPreviewPath(version.id);
  // The tools' places are held until their code arrives: were they to appear beside the
  // heart later, the heart would move under a press already on its way to it.
  const toolCount = (transparent ? 1 : 0) + 1 + (removable ? 1 : 0);
  const heldPlaces = <ToolPlaces count={toolCount} />;
  let tools = null;
  if (done && !hydrated) tools = heldPlaces;
  else if (done)
    tools = (
      <Suspense fallback={heldPlaces}>
        <LogoTools
          onRemove={removable ? () => void remove() : null}
          tryOn={transparent ? { value: tryingOn, onChange: chooseTryOn } : null}
          share={{
            pageUrl: `${origin}/logo/${version.id}`,
            imageUrl: `${origin}${publicPicture}`,
            name: version.kind === "catalogue" ? version.logo.name : (logo?.name ?? name),
            description: version.kind === "catalogue" ? version.logo.description : (logo?.description ?? ""),
          }}
        />
      </Suspense>
    );
  const heart = done ? <FavoriteButton key={version.id} logoId={version.id} initial={favorite} returnTo={`/logo/${version.id}`} /> : null;

  return (
    <LogoStage
      background={tryingOn ? { className: tryingOn } : { className: ownClass, color: view.background ?? undefined }}
      offer={view.offer}
      heart={heart}
      tools={tools}
    >
      {picture}
    </LogoStage>
  );
}

/** Empty places the size of the tools' buttons (h-11 w-11, spaced as they are); none without JavaScript, where no tool comes. */
function ToolPlaces({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, n) => (
        <span key={n} aria-hidden="true" data-needs-script="" className="block h-11 w-11" />
      ))}
    </>
  );
}
