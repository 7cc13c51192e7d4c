import { colorButtonText } from "#app/lib/prompt.ts";
import { COLOR_SCHEMES } from "#protocol/taxonomy.ts";
import { Popover } from "#app/components/popover.tsx";
import { Chevron } from "./style-picker.tsx";

/**
 * 'Select Color Scheme': one of Light and Dark; choosing the chosen one again unselects it
 * (prompt-choices.ts, as radios cannot do that on their own). Plain radios of the prompt's
 * form, like the styles.
 */
export function ColorPicker() {
  return (
    <Popover
      group="prompt-bar-menu"
      title="Select Color Scheme"
      panelClassName="w-56"
      trigger={
        <>
          <span className="sr-only">Select Color Scheme: </span>
          <span data-choice-label="colorScheme">{colorButtonText(null)}</span>
          <Chevron />
        </>
      }
    >
      <div className="flex flex-col gap-1">
        {COLOR_SCHEMES.map((scheme) => (
          <label key={scheme} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 hover:bg-gray-100">
            <input type="radio" name="colorScheme" value={scheme} className="h-4 w-4 shrink-0 accent-indigo-600" />
            {scheme}
          </label>
        ))}
      </div>
    </Popover>
  );
}
