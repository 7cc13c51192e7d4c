import { useRef } from "react";

/**
 * Deleting a generated logo, for good: a button of its own that says so, never the heart
 * (docs/decisions/0023). It asks first.
 */
export function RemoveGeneratedButton({ onConfirm }: { onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label="Delete this logo"
        aria-haspopup="dialog"
        title="Delete this logo"
        onClick={() => dialog.current?.showModal()}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:border-red-300 hover:bg-red-50 hover:text-red-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
      <dialog ref={dialog} aria-labelledby="remove-title" className="m-auto w-[min(92vw,24rem)] rounded-2xl p-6 shadow-2xl backdrop:bg-gray-900/50">
        <h2 id="remove-title" className="text-lg font-semibold text-gray-900">
          Delete this logo?
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
            Delete
          </button>
        </div>
      </dialog>
    </>
  );
}
