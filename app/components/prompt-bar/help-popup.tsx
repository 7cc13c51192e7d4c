import { Popover } from "#app/components/popover.tsx";

const TIPS = [
  "Type a description of your logo and press Enter to create it.",
  "Use the plus button to add existing logos as inspiration.",
  "Refine any logo from its details page by describing the change.",
  "Choose a Style and a Color before generating to steer the design.",
] as const;

/** The '?' popup: how the prompt bar works. */
export function HelpPopup() {
  return (
    <Popover
      group="prompt-bar-menu"
      title="How it works"
      triggerClassName="!px-3"
      panelClassName="left-auto right-0 w-72"
      trigger={
        <>
          <span aria-hidden="true">?</span>
          <span className="sr-only">Help</span>
        </>
      }
    >
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-gray-800">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Popover>
  );
}
