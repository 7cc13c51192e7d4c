import { Popover } from "#app/components/popover.tsx";
import { BACKGROUND_CHOICES } from "#protocol/taxonomy.ts";

interface BackgroundPickerProps {
  value: string;
  onChange: (className: string) => void;
}

/** The preview background: the 46 colour choices as a radio group of swatches. */
export function BackgroundPicker({ value, onChange }: BackgroundPickerProps) {
  const current = BACKGROUND_CHOICES.find((choice) => choice.className === value);
  return (
    <Popover
      group="logo-tools"
      // Upwards, over the logo: below the actions is the fixed prompt bar and the screen's edge.
      opens="up"
      align="end"
      title="Preview background"
      panelClassName="w-[17.5rem]"
      triggerClassName="!h-11 !w-11 !justify-center !p-0 shadow-sm"
      trigger={
        <>
          <span className="sr-only">Preview background: {current?.label ?? "Default"}</span>
          <span aria-hidden="true" className={`h-6 w-6 rounded-full border border-gray-400 ${value}`} />
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">Preview background</legend>
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
        {current?.label}
      </p>
    </Popover>
  );
}
