import { Popover } from "#app/components/popover.tsx";
import { BACKGROUND_CHOICES } from "#protocol/taxonomy.ts";

/** What the picker's first choice, the design as it is sold, is called. */
export const OWN_BACKGROUND_LABEL = "The design's own background";

interface BackgroundPickerProps {
  /** The try-on colour class, or null while the design's own background shows. */
  value: string | null;
  onChange: (className: string | null) => void;
}

/**
 * A try-on: the logo shown on one of the 46 colour choices for a moment, to see how it
 * sits on another surface. It changes the page only; what is sold keeps the design's own
 * background (a buyer who wants another asks for it in words, in the prompt bar), so the
 * first choice takes the try-on off and nothing is remembered (issue 33).
 */
export function BackgroundPicker({ value, onChange }: BackgroundPickerProps) {
  const current = BACKGROUND_CHOICES.find((choice) => choice.className === value);
  return (
    <Popover
      group="logo-tools"
      // Upwards, over the logo: below the actions is the fixed prompt bar and the screen's edge.
      opens="up"
      align="end"
      // Lined up with the end of the row of actions, not with its own button: beside the
      // heart, Share and Delete on a phone, a popup ending at the button would start off screen.
      anchor="container"
      title="Try on a background"
      panelClassName="w-[17.5rem]"
      triggerClassName="!h-11 !w-11 !justify-center !p-0 shadow-sm"
      trigger={
        <>
          <span className="sr-only">Try on a background: {current?.label ?? OWN_BACKGROUND_LABEL}</span>
          <span aria-hidden="true" className={`h-6 w-6 rounded-full border border-gray-400 ${value ?? "bg-[conic-gradient(#ef4444,#eab308,#22c55e,#3b82f6,#a855f7,#ef4444)]"}`} />
        </>
      }
    >
      <p className="mb-2 text-xs text-gray-700">Only this page changes: your files keep the design's own background.</p>
      <fieldset>
        <legend className="sr-only">Try on a background</legend>
        <label className="mb-2 flex cursor-pointer items-center gap-2 text-sm text-gray-900">
          <input type="radio" name="preview-background" value="" checked={value === null} onChange={() => onChange(null)} className="h-4 w-4 accent-indigo-600" />
          {OWN_BACKGROUND_LABEL}
        </label>
        <div className="grid grid-cols-8 gap-1.5">
          {BACKGROUND_CHOICES.map((choice) => (
            <label key={choice.className} title={choice.label} className="relative cursor-pointer">
              <input
                type="radio"
                name="preview-background"
                value={choice.className}
                checked={choice.className === value}
                onChange={() => onChange(choice.className)}
                aria-label={choice.label}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`block h-7 w-7 rounded-md border border-gray-300 peer-checked:ring-2 peer-checked:ring-indigo-600 peer-checked:ring-offset-1 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600 ${choice.className}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        {current ? `Trying on ${current.label}` : OWN_BACKGROUND_LABEL}
      </p>
    </Popover>
  );
}
