import { useEffect, useState, type ComponentType } from "react";

interface IslandOptions {
  /** "visible" (the default): load when the part comes within 200 px of the viewport. "now": load at once. */
  when?: "visible" | "now";
  className?: string;
}

/** Parts already loaded: a later page (or a second island of the kind) renders them at once. */
const loadedParts = new Map<string, ComponentType<never>>();

/**
 * A part the server renders at once and the browser brings to life later, loading its
 * code then (islands of interactivity: what is below the fold, or rarely on screen, costs
 * the first load nothing). Until its code arrives the server's markup stands as it is
 * (its links and forms work as they do without JavaScript); then the part renders over
 * it, with the props of that moment.
 *
 *   import MockupsMarkup from "./mockups.tsx?markup";   // the server's; nothing in the browser
 *   const Mockups = deferredIsland("branding-mockups", MockupsMarkup, () => import("./mockups.tsx"));
 *
 * Reached by a client-side navigation, there is no server markup: the part loads at once.
 */
export function deferredIsland<P extends object>(id: string, Markup: ComponentType<P>, load: () => Promise<{ default: ComponentType<P> }>, options: IslandOptions = {}) {
  return function Island(props: P) {
    // Read once, while hydrating: the server's markup (null after a client-side navigation).
    const [serverMarkup] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
    const [Part, setPart] = useState<ComponentType<P> | null>(() => (loadedParts.get(id) as ComponentType<P> | undefined) ?? null);

    useEffect(() => {
      if (Part) return;
      let live = true;
      const start = () =>
        load().then((module) => {
          loadedParts.set(id, module.default as ComponentType<never>);
          if (live) setPart(() => module.default);
        });
      const element = document.getElementById(id);
      if (options.when === "now" || serverMarkup === null || !element || typeof IntersectionObserver === "undefined") {
        void start();
        return () => void (live = false);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void start();
        },
        { rootMargin: "200px" },
      );
      observer.observe(element);
      return () => {
        live = false;
        observer.disconnect();
      };
      // Started once: the props of the moment the code arrives are the ones rendered.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const spread = props as P & JSX.IntrinsicAttributes;
    if (import.meta.env.SSR) {
      return (
        <div key="static" id={id} className={options.className}>
          <Markup {...spread} />
        </div>
      );
    }
    if (Part) {
      return (
        <div key="live" id={id} className={options.className}>
          <Part {...spread} />
        </div>
      );
    }
    // Until then: the server's markup, as it was sent (React leaves it alone), replaced
    // whole (another key) when the part renders.
    return <div key="static" id={id} className={options.className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverMarkup ?? "" }} />;
  };
}
