import { useState } from "react";
import { useFavoriteIds } from "#app/lib/favorites.ts";
import { CATALOGUE_ID } from "#protocol/ids.ts";

interface FavoriteButtonProps {
  /** A catalogue logo's id ("12") or a generated logo's (logo_…). */
  logoId: string;
  /** The server's word, for the first render (and the page without JavaScript). */
  initial: boolean;
  /** Where the form returns to without JavaScript: this page. */
  returnTo: string;
}

/**
 * The heart: a favourite, for any logo, and nothing else (issue 33; the old product's heart
 * deleted a generated logo: docs/decisions/0023). A form, so it works without JavaScript;
 * with it, the browser's copy changes at once and is synced with the server.
 */
export function FavoriteButton({ logoId, initial, returnTo }: FavoriteButtonProps) {
  const { isFavorite, setFavorite, synced } = useFavoriteIds();
  const id = CATALOGUE_ID.test(logoId) ? Number(logoId) : logoId;
  const [pressed, setPressed] = useState(false);
  const on = synced || pressed ? isFavorite(id) : initial;
  return (
    <form
      method="post"
      action="/favorites"
      onSubmit={(event) => {
        event.preventDefault();
        // What the heart shows is what the press changes (before the first sync it is the server's word).
        setPressed(true);
        setFavorite(id, !on);
      }}
    >
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="logoId" value={logoId} />
      <input type="hidden" name="favorite" value={on ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label="Favorite"
        title={on ? "Remove from favorites" : "Add to favorites"}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50 aria-pressed:border-pink-300 aria-pressed:bg-pink-50 aria-pressed:text-pink-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
          <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
        </svg>
      </button>
    </form>
  );
}
