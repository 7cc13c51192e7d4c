import type { ComponentProps } from "react";
import { Link } from "@remix-run/react";
import { LogoImage } from "./logo-image.tsx";

export interface LogoCardLogo {
  id: number | string;
  name: string;
  image: string;
  bgColor: string;
  category: string;
  /** Bought by someone: it is sold once, and the card says so. */
  sold?: boolean;
  /**
   * The picture carries the design's own background (a generated logo's render): it fills
   * the card, as the dashboard shows it, so no frame of the nearest named colour (bgColor)
   * shows around it in another shade (issue 33).
   */
  onOwnBackground?: boolean;
}

interface LogoCardProps {
  logo: LogoCardLogo;
  /** Where the card leads outside select mode, e.g. /logo/3?source=browse. */
  href: string;
  /** In select mode the card toggles selection instead of opening the logo. */
  selectMode?: boolean;
  selected?: boolean;
  onToggleSelected?: () => void;
  /** How the picture loads (see LogoImage): cards in the first row at once, the first of them first. */
  loading?: ComponentProps<typeof LogoImage>["loading"];
  className?: string;
}

function Checkmark({ selected }: { selected: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute right-3 top-3 flex h-7 w-7 items-center justify-center rounded-full border-2 ${
        selected ? "border-indigo-600 bg-indigo-600 text-white" : "border-gray-400 bg-white/90 text-transparent"
      }`}
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
      </svg>
    </span>
  );
}

/** A catalogue or generated logo in a grid or strip: picture on its background, name, category. */
export function LogoCard({
  logo,
  href,
  selectMode = false,
  selected = false,
  onToggleSelected,
  loading = "lazy",
  className = "",
}: LogoCardProps) {
  const body = (
    <>
      <div className={`relative aspect-square overflow-hidden rounded-xl ${logo.bgColor}`}>
        {logo.image ? (
          <LogoImage src={logo.image} alt={logo.name} width={512} height={512} loading={loading} className={`h-full w-full object-contain ${logo.onOwnBackground ? "" : "p-6"}`} />
        ) : (
          // A logo still being designed has no picture yet.
          <div role="img" aria-label={logo.name} className="h-full w-full animate-pulse bg-gradient-to-br from-indigo-100 to-pink-100" />
        )}
        {logo.sold ? <span className="absolute left-3 top-3 rounded-full bg-gray-900 px-3 py-1 text-xs font-semibold text-white">Sold</span> : null}
        {selectMode ? <Checkmark selected={selected} /> : null}
      </div>
      <div className="mt-3 px-1">
        <p className="truncate font-semibold text-gray-900">{logo.name}</p>
        <p className="text-sm text-gray-700">{logo.category}</p>
      </div>
    </>
  );
  const frame = `group block rounded-2xl border bg-white p-3 text-left shadow-sm transition hover:shadow-md ${
    selected ? "border-indigo-600 ring-2 ring-indigo-600" : "border-gray-200"
  } ${className}`;

  if (selectMode) {
    return (
      <button type="button" aria-pressed={selected} onClick={onToggleSelected} className={`${frame} w-full`}>
        {body}
      </button>
    );
  }
  return (
    <Link to={href} className={frame} prefetch="intent">
      {body}
    </Link>
  );
}
