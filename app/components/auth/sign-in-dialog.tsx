import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { AuthTab } from "#app/forms/auth-copy.ts";
import { OPEN_SIGN_IN_EVENT } from "#app/lib/app-events.ts";
import { AuthForm } from "./auth-form.tsx";

/**
 * The sign-in dialog (accounts spec, sections 2 and 4): opened from the header (or by
 * `requestSignIn`) on a tab, signin by default; switching tabs clears fields, messages
 * and password visibility (the form is mounted afresh); a successful sign-in or sign-up
 * revalidates the root's account, and the header unmounts the dialog (not a navigation:
 * the logo page moves to a new version's URL on its own, which must not close it); a reset request keeps it open with its
 * message. Without JavaScript the header's link goes to /login instead.
 */
export function SignInDialog({ googleSignIn, openOn }: { googleSignIn: boolean; openOn?: AuthTab }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<AuthTab>("signin");
  // Each opening and each tab switch gets its own fetcher, so no old error or message shows.
  const [round, setRound] = useState(0);
  const location = useLocation();

  useEffect(() => {
    function open(event: Event) {
      const wanted = (event as CustomEvent<{ tab?: AuthTab }>).detail?.tab ?? "signin";
      setTab(wanted);
      setRound((value) => value + 1);
      dialog.current?.showModal();
    }
    window.addEventListener(OPEN_SIGN_IN_EVENT, open);
    // Mounted by its first request (sign-in-dialog-loader.tsx): that request opens it.
    if (openOn) open(new CustomEvent(OPEN_SIGN_IN_EVENT, { detail: { tab: openOn } }));
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, open);
    // Only the first tab is opened on mounting; later requests come as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function switchTab(next: AuthTab) {
    setTab(next);
    setRound((value) => value + 1);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="sign-in-title"
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="m-auto w-[min(94vw,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-gray-900/50"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
        <DialogForm key={`${tab}-${round}`} tab={tab} onSwitchTab={switchTab} googleSignIn={googleSignIn} redirectTo={`${location.pathname}${location.search}`} />
      </div>
    </dialog>
  );
}

function DialogForm({ tab, onSwitchTab, googleSignIn, redirectTo }: { tab: AuthTab; onSwitchTab: (tab: AuthTab) => void; googleSignIn: boolean; redirectTo: string }) {
  const fetcher = useFetcher<{ error?: string | null; message?: string | null }>();
  return (
    <AuthForm
      tab={tab}
      FormElement={fetcher.Form}
      busy={fetcher.state !== "idle"}
      error={fetcher.data?.error}
      message={fetcher.data?.message}
      redirectTo={redirectTo}
      googleSignIn={googleSignIn}
      onSwitchTab={onSwitchTab}
      idPrefix="sign-in-dialog"
      titleId="sign-in-title"
    />
  );
}
