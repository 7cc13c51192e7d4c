import { useRef } from "react";

/**
 * The heart on a generated logo (spec section 4, 'Favourite'): it asks 'Remove from
 * Favorites?' and, confirmed, deletes the logo for good.
 */
export function RemoveGeneratedButton({ onConfirm }: { onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label="Favorite"
        aria-pressed="true"
        aria-haspopup="dialog"
        title="Remove from Favorites"
        onClick={() => dialog.current?.showModal()}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-pink-300 bg-pink-50 text-pink-600 shadow-sm hover:bg-pink-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor" stroke="currentColor" strokeWidth="2">
          <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
        </svg>
      </button>
      <dialog ref={dialog} aria-labelledby="remove-title" className="m-auto w-[min(92vw,24rem)] rounded-2xl p-6 shadow-2xl backdrop:bg-gray-900/50">
        <h2 id="remove-title" className="text-lg font-semibold text-gray-900">
          Remove from Favorites?
        </h2>
        <p className="mt-2 text-gray-700">This logo will be deleted permanently. This cannot be undone.</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg border border-gray-300 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50">
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            Remove
          </button>
        </div>
      </dialog>
    </>
  );
}
