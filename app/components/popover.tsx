import type { ReactNode } from "react";

interface PopoverProps {
  /** Popovers sharing a name are exclusive: opening one closes the others. */
  group: string;
  /** The button's visible content. */
  trigger: ReactNode;
  /** The popup's title, e.g. 'Select Styles'; also names the popup for assistive tech. */
  title: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** The prompt bar's popups open upwards; elsewhere they drop down. */
  opens?: "up" | "down";
  /**
   * Which edge the popup lines up with its button: upward ones start at its left edge,
   * downward ones end at its right edge, unless told (a button near the right edge opens
   * upwards with "end", so the popup stays on the screen).
   */
  align?: "start" | "end";
  /**
   * What the popup lines up with: its button, or the nearest positioned element around it
   * (a row of buttons near the screen's edge: the popup then stays inside the row's box).
   */
  anchor?: "button" | "container";
  children: ReactNode;
}

/**
 * A button with a popup (above it in the prompt bar, which sits at the bottom).
 * Built on <details>, so it opens and is keyboard-usable without JavaScript; with it, a
 * click outside or Escape closes it (spec: 'Dropdowns close on an outside click'), by
 * app/lib/popovers.ts for every popover at once: the markup carries no code of its own.
 */
export function Popover({ group, trigger, title, triggerClassName = "", panelClassName = "", opens = "up", align = opens === "up" ? "start" : "end", anchor = "button", children }: PopoverProps) {
  const titleId = `${group}-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <details data-popover name={group} className={`group ${anchor === "button" ? "relative" : ""}`}>
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 group-open:border-indigo-500 group-open:bg-indigo-50 [&::-webkit-details-marker]:hidden ${triggerClassName}`}
      >
        {trigger}
      </summary>
      <div
        role="group"
        aria-labelledby={titleId}
        className={`absolute z-50 w-64 ${opens === "up" ? "bottom-full mb-2" : "top-full mt-2"} ${align === "start" ? "left-0" : "right-0"} rounded-xl border border-gray-200 bg-white p-3 text-left shadow-xl ${panelClassName}`}
      >
        <p id={titleId} className="mb-2 text-sm font-semibold text-gray-900">
          {title}
        </p>
        {children}
      </div>
    </details>
  );
}
