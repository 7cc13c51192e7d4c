import type { PersonalizationLogo } from "#app/lib/app-events.ts";
import { BASELINE_THUMBNAILS_SHOWN } from "#app/lib/ui.ts";

interface BaselineThumbnailsProps {
  logos: readonly PersonalizationLogo[];
  onRemove: (id: string) => void;
  onClear: () => void;
}

/** The chosen baseline logos: the first five as thumbnails, the rest as '+N'. */
export default function BaselineThumbnails({ logos, onRemove, onClear }: BaselineThumbnailsProps) {
  if (logos.length === 0) return null;
  const shown = logos.slice(0, BASELINE_THUMBNAILS_SHOWN);
  const hidden = logos.length - shown.length;
  return (
    <div className="flex items-center gap-2 px-3 pt-3" aria-label="Baseline logos" role="group">
      <ul className="flex items-center gap-2">
        {shown.map((logo) => (
          <li key={logo.id} className={`relative h-11 w-11 shrink-0 rounded-lg border border-gray-200 ${logo.bgColor}`}>
            <img src={logo.image} alt={logo.name} width={44} height={44} className="h-full w-full rounded-lg object-contain p-1" />
            <button
              type="button"
              onClick={() => onRemove(logo.id)}
              aria-label={`Remove ${logo.name}`}
              className="absolute -right-1.5 -top-1.5 flex h-5 w-5 items-center justify-center rounded-full bg-gray-900 text-white hover:bg-gray-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <span className="rounded-full bg-gray-100 px-2 py-1 text-xs font-semibold text-gray-800" aria-label={`${hidden} more`}>
          +{hidden}
        </span>
      ) : null}
      <button type="button" onClick={onClear} className="ml-auto text-sm font-medium text-indigo-700 underline hover:text-indigo-900">
        Clear all
      </button>
    </div>
  );
}
