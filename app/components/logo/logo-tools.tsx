import { BackgroundPicker } from "./background-picker.tsx";
import { RemoveGeneratedButton } from "./remove-generated-button.tsx";
import { ShareDialog } from "./share-dialog.tsx";

export interface LogoToolsProps {
  /** A generated logo its maker may still delete: a Delete button of its own. */
  onRemove: (() => void) | null;
  /** The try-on picker, where a picture without a background exists; null while the design's own shows. */
  tryOn: { value: string | null; onChange: (className: string | null) => void } | null;
  share: { pageUrl: string; imageUrl: string; name: string; description: string };
}

/**
 * The tools over a finished logo that need JavaScript: the try-on background, Share, and
 * Delete. The page renders them once it runs, and loads their code then
 * (version-stage.tsx): no first load carries it. The heart is a form, on the page itself.
 */
export default function LogoTools({ onRemove, tryOn, share }: LogoToolsProps) {
  return (
    <>
      {tryOn ? <BackgroundPicker {...tryOn} /> : null}
      <ShareDialog {...share} />
      {onRemove ? <RemoveGeneratedButton onConfirm={onRemove} /> : null}
    </>
  );
}
