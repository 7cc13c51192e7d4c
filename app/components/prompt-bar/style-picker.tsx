import { styleButtonText } from "#app/lib/prompt.ts";
import { STYLES } from "#protocol/taxonomy.ts";
import { Popover } from "#app/components/popover.tsx";

/**
 * 'Select Styles': any number of the ten styles; the button names the chosen ones. Plain
 * checkboxes of the prompt's form: the bar reads them when it sends the prompt, and names
 * the chosen ones on the button (prompt-choices.ts).
 */
export function StylePicker() {
  return (
    <Popover
      group="prompt-bar-menu"
      title="Select Styles"
      trigger={
        <>
          <span className="sr-only">Select Styles: </span>
          <span data-choice-label="styles" className="max-w-[9rem] truncate sm:max-w-[14rem]">
            {styleButtonText([])}
          </span>
          <Chevron />
        </>
      }
    >
      <div className="grid grid-cols-2 gap-1">
        {STYLES.map((style) => (
          <label key={style} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 hover:bg-gray-100">
            <input type="checkbox" name="styles" value={style} className="h-4 w-4 shrink-0 accent-indigo-600" />
            {style}
          </label>
        ))}
      </div>
    </Popover>
  );
}

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-gray-500" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
