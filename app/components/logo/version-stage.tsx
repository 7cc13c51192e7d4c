import { useNavigate } from "@remix-run/react";
import { LogoImage } from "#app/components/logo-image.tsx";
import { BackgroundPicker } from "./background-picker.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { GenerationFailed, GenerationProgress, LogoSkeleton } from "./generation-panel.tsx";
import { LogoStage } from "./logo-stage.tsx";
import { RemoveGeneratedButton } from "./remove-generated-button.tsx";
import { ShareDialog } from "./share-dialog.tsx";
import { useLogoBackground } from "#app/lib/backgrounds.ts";
import { removeGeneratedLogo, updateGeneratedLogo } from "#app/lib/generated-logos.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import type { LogoVersion } from "#app/lib/logo-versions.ts";
import { newGenerationId } from "#protocol/ids.ts";

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
  const [chosen, chooseBackground] = useLogoBackground(version.id, ownBackground);
  const transparent = view.transparentPicture;
  const background = transparent ? chosen : ownBackground;
  const name = version.kind === "catalogue" ? version.logo.name : "Custom Logo";
  const image = transparent ?? view.picture ?? (version.kind === "catalogue" ? version.logo.image : (logo?.image ?? ""));
  const done = version.kind === "catalogue" || Boolean(logo && !logo.isGenerating && !logo.error && logo.image);
  // A generated logo's maker may delete it (its heart, spec section 4), until it is bought.
  const removable = version.kind === "generated" && view.offer.kind === "for-sale";

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
  else picture = <LogoImage src={image} alt={name} width={640} height={640} loading="priority" className={`h-full w-full object-contain ${transparent ? "p-[8%]" : ""}`} />;

  // What a share shows: the public picture (a bought logo's clean one is its buyer's alone).
  const publicPicture = version.kind === "catalogue" ? version.logo.image : `/api/logos/${version.id}/preview.png`;
  const tools =
    hydrated && done ? (
      <>
        {version.kind === "catalogue" ? <FavoriteButton logoId={version.logo.id} /> : removable ? <RemoveGeneratedButton onConfirm={() => void remove()} /> : null}
        {transparent ? <BackgroundPicker value={chosen} onChange={chooseBackground} /> : null}
        <ShareDialog
          pageUrl={`${origin}/logo/${version.id}`}
          imageUrl={`${origin}${publicPicture}`}
          name={version.kind === "catalogue" ? version.logo.name : (logo?.name ?? name)}
          description={version.kind === "catalogue" ? version.logo.description : (logo?.description ?? "")}
        />
      </>
    ) : null;

  return (
    <LogoStage background={background} offer={view.offer} tools={tools}>
      {picture}
    </LogoStage>
  );
}
