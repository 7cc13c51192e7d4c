import { useEffect, useRef, useState, type ComponentType } from "react";
import type { AuthTab } from "#app/forms/auth-copy.ts";
import { OPEN_SIGN_IN_EVENT } from "#app/lib/app-events.ts";

type Dialog = ComponentType<{ googleSignIn: boolean; openOn?: AuthTab }>;

/** The dialog's code (its forms, their copy): fetched when someone points at Sign In, or asks for the dialog. */
export function preloadSignInDialog(): Promise<Dialog> {
  return import("./sign-in-dialog.tsx").then((module) => module.SignInDialog);
}

/**
 * The sign-in dialog, loaded on its first opening: most visitors never open it, so no
 * page's first load carries it. Once loaded it opens on the tab asked for and listens to
 * later requests itself.
 */
export function SignInDialogLoader({ googleSignIn }: { googleSignIn: boolean }) {
  const [loaded, setLoaded] = useState<{ Dialog: Dialog; tab: AuthTab } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    function open(event: Event) {
      if (asked.current) return;
      asked.current = true;
      const tab = (event as CustomEvent<{ tab?: AuthTab }>).detail?.tab ?? "signin";
      void preloadSignInDialog().then(
        (Dialog) => setLoaded({ Dialog, tab }),
        () => (asked.current = false),
      );
    }
    window.addEventListener(OPEN_SIGN_IN_EVENT, open);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, open);
  }, []);
  return loaded ? <loaded.Dialog googleSignIn={googleSignIn} openOn={loaded.tab} /> : null;
}
