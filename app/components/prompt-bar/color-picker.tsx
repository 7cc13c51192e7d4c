import { colorButtonText } from "#app/lib/prompt.ts";
import { COLOR_SCHEMES, type ColorScheme } from "#protocol/taxonomy.ts";
import { Popover } from "#app/components/popover.tsx";
import { Chevron } from "./style-picker.tsx";

interface ColorPickerProps {
  selected: ColorScheme | null;
  onChange: (scheme: ColorScheme | null) => void;
}

/** 'Select Color Scheme': one of Light and Dark; choosing the chosen one again unselects it. */
export function ColorPicker({ selected, onChange }: ColorPickerProps) {
  return (
    <Popover
      group="prompt-bar-menu"
      title="Select Color Scheme"
      panelClassName="w-56"
      trigger={
        <>
          <span className="sr-only">Select Color Scheme: </span>
          {colorButtonText(selected)}
          <Chevron />
        </>
      }
    >
      <div className="flex flex-col gap-1">
        {COLOR_SCHEMES.map((scheme) => (
          <label key={scheme} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 hover:bg-gray-100">
            <input
              type="radio"
              name="colorScheme"
              value={scheme}
              checked={selected === scheme}
              // A click on the chosen radio fires no change event: handle clicks, so a
              // second click can unselect (radios cannot do that on their own).
              onClick={() => onChange(selected === scheme ? null : scheme)}
              onChange={() => undefined}
              className="h-4 w-4 shrink-0 accent-indigo-600"
            />
            {scheme}
          </label>
        ))}
      </div>
    </Popover>
  );
}
