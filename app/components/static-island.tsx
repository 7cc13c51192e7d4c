import { useNavigate } from "@remix-run/react";
import { lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";

interface StaticIslandProps {
  id: string;
  className?: string;
  /**
   * The same markup's code, for a page that reaches the island by a client-side navigation
   * (there is no server markup to keep then). Without it the island must be on every page
   * from the first load on (the layout's parts).
   */
  load?: () => Promise<{ default: ComponentType }>;
  children: ReactNode;
}

/**
 * Markup that needs no code of its own, kept out of the browser's first load (islands of
 * interactivity, the rest static). The server renders `children`; the browser keeps what
 * the server sent and never loads the code that made it: import the part as
 * `import Part from "./part.tsx?markup"` (vite.config.ts: the browser's build gets a
 * component that renders nothing), and render `<StaticIsland id="…"><Part /></StaticIsland>`.
 * Its links still navigate within the app, and its form fields still belong to their form.
 */
export function StaticIsland({ id, className, load, children }: StaticIslandProps) {
  const navigate = useNavigate();
  // Read once, while hydrating: the server's markup, which React then leaves as it is.
  const [html] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const [Loaded] = useState(() => (load ? lazy(load) : null));
  if (import.meta.env.SSR) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  if (html === null && Loaded) {
    return (
      <div id={id} className={className}>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </div>
    );
  }

  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  }
  // The click handler serves the links inside (a keyboard's Enter on a link is a click too).
  return <div id={id} className={className} onClick={followLink} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
