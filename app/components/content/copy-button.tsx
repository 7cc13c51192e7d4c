import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "#app/lib/ui.ts";
import { copyText } from "#app/lib/clipboard.ts";

type State = "idle" | "copied" | "failed";

/** Copies `text`; its icon turns into a check for COPY_CONFIRMATION_MS (accounts spec section 9). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<State>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(text);
    setState(copied ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-50"
      >
        {state === "copied" ? (
          <svg data-icon="check" aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-green-700" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
        ) : (
          <svg data-icon="copy" aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
            <rect x="7" y="7" width="10" height="10" rx="2" />
            <path d="M13 4.5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h.5" />
          </svg>
        )}
        <span aria-hidden="true">{state === "copied" ? "Copied" : "Copy"}</span>
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied to clipboard" : state === "failed" ? "Could not copy: select the text and copy it" : ""}
      </span>
    </>
  );
}
