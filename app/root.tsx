import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { deferredIsland } from "#app/components/deferred-island.tsx";
import ErrorPageMarkup from "#app/components/layout/error-page.tsx?markup";
import Footer from "#app/components/layout/footer.tsx?markup";
import { Header } from "#app/components/layout/header.tsx";
import { SiteStyles } from "#app/components/layout/site-styles.tsx";
import { PromptBar } from "#app/components/prompt-bar/prompt-bar.tsx";
import { StaticIsland } from "#app/components/static-island.tsx";
import { followAccount } from "#app/lib/cache-owner.ts";
import { followPopovers } from "#app/lib/popovers.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useNonce, ZOD_WITHOUT_EVAL } from "#app/lib/nonce.ts";
import { accountSummary } from "#app/server/auth/account-summary.server.ts";
import type { RootData } from "#app/lib/site-config.ts";

/**
 * Pages state their own title; this one only shows when a route threw and the root's
 * ErrorBoundary renders instead (a route's meta replaces its parent's).
 */
export const meta: MetaFunction = ({ error }) =>
  error
    ? pageMeta(isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong", "LogoMarket could not show this page.")
    : [];

/** Who is signed in, for the header (the footer's settings come with the server's render: entry.server.tsx). */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  return { account: await accountSummary(context, request) };
}

/** The prompt bar is on every page but the two legal ones (marketplace spec, section 2). */
const PAGES_WITHOUT_PROMPT_BAR = new Set(["/terms", "/privacy"]);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, "") || "/";
  // The console and a designer's own area are work pages: no prompt bar over their tables.
  // The test checkout stands in for the provider's own page, which has no bar over its button.
  const showPromptBar =
    !PAGES_WITHOUT_PROMPT_BAR.has(path) && !path.startsWith("/admin") && path !== "/designer" && !path.startsWith("/designer/") && !path.startsWith("/test-checkout/");
  const nonce = useNonce();
  useEffect(followPopovers, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <Meta />
        <Links />
        {/* Without JavaScript a lazy picture's placeholder never fills: the <noscript> copy beside
            it is the picture, so the placeholder gives up its place (components/logo-image.tsx).
            Places held for what only JavaScript brings ([data-needs-script]) are given up too. */}
        <noscript>
          <style>{"img[data-lazy-placeholder],[data-needs-script]{display:none}"}</style>
        </noscript>
        <SiteStyles />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className={`flex-1 pt-16 ${showPromptBar ? "pb-12 with-prompt-bar" : "pb-12"}`}>
          {children}
        </main>
        {/* Links and icons only: the browser keeps the server's markup, without the code. */}
        <StaticIsland id="site-footer" className="contents">
          <Footer />
        </StaticIsland>
        {showPromptBar ? <PromptBar /> : null}
        {/* Remix scrolls to the top on every new navigation and restores on back/forward. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React owns it: browser tests wait for this before they
  // exercise client-side behaviour.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // The browser's cache of generated logos belongs to whoever is signed in (or the guest).
  const email = useLoaderData<typeof loader>().account.user?.email ?? null;
  useEffect(() => void followAccount(email), [email]);
  return <Outlet />;
}

/**
 * A page that failed. Its words come from the server, and the browser loads their code
 * only on such a page (error-page.tsx): no first load carries an error page.
 */
const ErrorPage = deferredIsland("error-page", ErrorPageMarkup, () => import("#app/components/layout/error-page.tsx"), { when: "now" });

export function ErrorBoundary() {
  return <ErrorPage />;
}
