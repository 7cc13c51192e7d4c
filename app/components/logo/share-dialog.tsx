import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "#app/lib/ui.ts";
import { copyText } from "#app/lib/clipboard.ts";
import { shareLinks } from "#app/lib/share.ts";

interface ShareDialogProps {
  pageUrl: string;
  imageUrl: string;
  name: string;
  description: string;
}

/** The share button and its modal: three social sharers and 'Copy link'. */
export function ShareDialog(props: ShareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    if (!(await copyText(props.pageUrl))) {
      // No clipboard at all: put the address in focus, ready to copy by hand.
      document.getElementById("share-url")?.focus();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <button
        type="button"
        aria-label="Share"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="share-title"
        // A click on the backdrop lands on the dialog element itself: close.
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="m-auto w-[min(92vw,26rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-gray-900/50"
      >
        <div className="p-6">
          <div className="flex items-center justify-between">
            <h2 id="share-title" className="text-lg font-semibold text-gray-900">
              Share this logo
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
              className="flex h-9 w-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
          <ul className="mt-4 grid grid-cols-3 gap-2">
            {shareLinks(props).map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-lg border border-gray-300 px-2 py-2.5 text-center text-sm font-medium text-gray-900 hover:bg-gray-50"
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex gap-2">
            <label htmlFor="share-url" className="sr-only">
              Link to this logo
            </label>
            <input
              id="share-url"
              readOnly
              value={props.pageUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-800"
            />
            <button
              type="button"
              onClick={copyLink}
              className="shrink-0 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            >
              {copied ? "Copied!" : "Copy link"}
            </button>
          </div>
          <p className="sr-only" aria-live="polite">
            {copied ? "Link copied to the clipboard" : ""}
          </p>
        </div>
      </dialog>
    </>
  );
}
