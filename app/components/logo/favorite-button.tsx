import { useFavoriteIds } from "#app/lib/favorites.ts";

/** The heart beside a catalogue logo: toggles it in `favoriteLogos`. */
export function FavoriteButton({ logoId }: { logoId: number }) {
  const { isFavorite, toggle } = useFavoriteIds();
  const on = isFavorite(logoId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label="Favorite"
      title={on ? "Remove from favorites" : "Add to favorites"}
      onClick={() => toggle(logoId)}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50 aria-pressed:border-pink-300 aria-pressed:bg-pink-50 aria-pressed:text-pink-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
        <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
    </button>
  );
}
