import { useNavigate } from "@remix-run/react";
import { lazy, Suspense, useCallback, useState } from "react";
import { LogoImage, LogoSkeleton } from "#app/components/logo-image.tsx";
import { deferredIsland } from "#app/components/deferred-island.tsx";
import GenerationFailedMarkup from "./generation-failed.tsx?markup";
import GenerationProgressMarkup from "./generation-progress.tsx?markup";
import { LogoStage } from "./logo-stage.tsx";
import { removeGeneratedLogo } from "#app/lib/generated-logos.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import type { LogoVersion } from "#app/lib/logo-versions.ts";

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
}

/**
 * One version on the stage, with its actions. The logo is shown on the background the
 * visitor picks only where a picture of it without a background exists (a catalogue logo,
 * a bought logo, a generated logo whose agent made a transparent preview): a picture with
 * its own background would only get a coloured frame, so it is shown as it is, full size.
 */
export function VersionStage({ version, view, origin, hydrated, live }: VersionStageProps) {
  const navigate = useNavigate();
  const logo = version.kind === "generated" ? version.logo : null;
  const ownBackground = version.kind === "catalogue" ? version.logo.bgColor : (logo?.bgColor ?? "bg-white");
  // The background this browser chose for it (kept by the tools, which load with JavaScript).
  const [chosen, setChosen] = useState<{ logoId: string; className: string } | null>(null);
  const showBackground = useCallback(
    (className: string) => setChosen((current) => (current?.logoId === version.id && current.className === className ? current : { logoId: version.id, className })),
    [version.id],
  );
  const transparent = view.transparentPicture;
  const background = transparent && chosen?.logoId === version.id ? chosen.className : ownBackground;
  const name = version.kind === "catalogue" ? version.logo.name : "Custom Logo";
  const image = transparent ?? view.picture ?? (version.kind === "catalogue" ? version.logo.image : (logo?.image ?? ""));
  const done = version.kind === "catalogue" || Boolean(logo && !logo.isGenerating && !logo.error && logo.image);
  // A generated logo's maker may delete it (its heart, spec section 4), until it is bought.
  const removable = version.kind === "generated" && view.offer.kind === "for-sale";

  async function remove() {
    // For good (spec section 4): the server's record and files too, then this browser's copy.
    if (logo) await fetch(`/api/generations/${encodeURIComponent(logo.generationId)}`, { method: "DELETE" }).catch(() => undefined);
    removeGeneratedLogo(version.id);
    navigate("/favorites");
  }

  let picture;
  if (version.kind === "generated" && !logo) picture = <LogoSkeleton label="Loading" />;
  else if (version.kind === "generated" && logo?.error)
    picture = <GenerationFailed logoId={version.id} error={logo.error} prompt={logo.generationPrompt} refine={logo.parentLogoId} />;
  else if (version.kind === "generated" && logo?.isGenerating) picture = <GenerationProgress progress={logo.generationProgress} partialImage={logo.partialImage} live={live} />;
  else picture = <LogoImage src={image} alt={name} width={640} height={640} loading="priority" className={`h-full w-full object-contain ${transparent ? "p-[8%]" : ""}`} />;

  // What a share shows: the public picture (a bought logo's clean one is its buyer's alone).
  const publicPicture = version.kind === "catalogue" ? version.logo.image : `/api/logos/${version.id}/preview.png`;
  const tools =
    hydrated && done ? (
      <Suspense fallback={null}>
        <LogoTools
          favoriteId={version.kind === "catalogue" ? version.logo.id : null}
          onRemove={removable ? () => void remove() : null}
          background={transparent ? { logoId: version.id, ownClass: ownBackground, onShown: showBackground } : null}
          share={{
            pageUrl: `${origin}/logo/${version.id}`,
            imageUrl: `${origin}${publicPicture}`,
            name: version.kind === "catalogue" ? version.logo.name : (logo?.name ?? name),
            description: version.kind === "catalogue" ? version.logo.description : (logo?.description ?? ""),
          }}
        />
      </Suspense>
    ) : null;

  return (
    <LogoStage background={background} offer={view.offer} tools={tools}>
      {picture}
    </LogoStage>
  );
}
