import { useEffect } from "react";
import { useLogoBackground } from "#app/lib/backgrounds.ts";
import { BackgroundPicker } from "./background-picker.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { RemoveGeneratedButton } from "./remove-generated-button.tsx";
import { ShareDialog } from "./share-dialog.tsx";

export interface LogoToolsProps {
  /** A catalogue logo's id: its heart adds it to Favorites. */
  favoriteId: number | null;
  /** A generated logo its maker may still delete: its heart asks to. */
  onRemove: (() => void) | null;
  /**
   * The background picker, where a picture without a background exists: the choice is
   * kept per logo in this browser, and the stage is told which to show.
   */
  background: { logoId: string; ownClass: string; onShown: (className: string) => void } | null;
  share: { pageUrl: string; imageUrl: string; name: string; description: string };
}

/**
 * The tools over a finished logo: its heart, the background picker (and the background
 * this browser chose), Share. They work only with JavaScript, so the page renders them
 * once it runs, and loads their code then (version-stage.tsx): no first load carries it.
 */
export default function LogoTools({ favoriteId, onRemove, background, share }: LogoToolsProps) {
  return (
    <>
      {favoriteId !== null ? <FavoriteButton logoId={favoriteId} /> : onRemove ? <RemoveGeneratedButton onConfirm={onRemove} /> : null}
      {background ? <ChosenBackground {...background} /> : null}
      <ShareDialog {...share} />
    </>
  );
}

function ChosenBackground({ logoId, ownClass, onShown }: NonNullable<LogoToolsProps["background"]>) {
  const [value, choose] = useLogoBackground(logoId, ownClass);
  useEffect(() => onShown(value), [value, onShown]);
  return <BackgroundPicker value={value} onChange={choose} />;
}
