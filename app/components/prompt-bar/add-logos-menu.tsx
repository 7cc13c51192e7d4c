import { Link } from "@remix-run/react";
import { Popover } from "#app/components/popover.tsx";

const SOURCES = [
  { to: "/favorites", label: "Favorites", hint: "Logos you marked with the heart" },
  { to: "/my-logos", label: "My Logos", hint: "Logos you generated" },
  { to: "/browse", label: "Browse", hint: "The whole catalogue" },
] as const;

/** The plus button: where to pick existing logos as a baseline (select mode there). */
export function AddLogosMenu() {
  return (
    <Popover
      group="prompt-bar-menu"
      title="Add Logos"
      triggerClassName="!p-2"
      trigger={
        <>
          <span className="sr-only">Add Logos</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
          </svg>
        </>
      }
    >
      <p className="mb-2 text-xs text-gray-700">Pick logos there with Select, then Personalize.</p>
      <ul className="flex flex-col gap-1">
        {SOURCES.map((source) => (
          <li key={source.to}>
            <Link to={source.to} className="block rounded-md px-2 py-1.5 text-sm hover:bg-gray-100">
              <span className="font-medium text-gray-900">{source.label}</span>
              <span className="block text-xs text-gray-700">{source.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
