import { Link, NavLink, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { preloadSignInDialog, SignInDialogLoader } from "#app/components/auth/sign-in-dialog-loader.tsx";
import { OPEN_SIGN_IN_EVENT, requestSignIn } from "#app/lib/app-events.ts";
import type { RootData } from "#app/lib/site-config.ts";
import { safeRedirect } from "#app/forms/auth-copy.ts";
import { HeaderSearch } from "./header-search.tsx";

/** The pages that sign a person in, up or back: a 'Sign In' link there goes where they go. */
const isSignInPage = (path: string) => /^\/(login|signup|reset-password)(\/|$)/.test(path);

/** Where signing in from `path` should lead: the page itself, or, from a sign-in page, where that page leads (unnested). */
function signInReturn(path: string): string {
  let target = path;
  for (let hops = 0; hops < 8; hops++) {
    const url = new URL(target, "http://x");
    if (!isSignInPage(url.pathname)) return target;
    target = safeRedirect(url.searchParams.get("redirectTo"));
  }
  return safeRedirect(null);
}

const NAV_LINKS = [
  { to: "/browse", label: "Browse" },
  { to: "/my-logos", label: "My Logos" },
  { to: "/favorites", label: "Favorites" },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "text-indigo-700" : "text-gray-700 hover:text-gray-900"
  }`;
}

/**
 * Signed in: a link to the dashboard with the person's name. Signed out: 'Sign In', a link
 * to /login that opens the sign-in dialog instead once JavaScript runs.
 */
function AccountLink({ className }: { className: string }) {
  const account = useRouteLoaderData<RootData>("root")?.account;
  const location = useLocation();
  if (account?.user) {
    const linkClass = ({ isActive }: { isActive: boolean }) => `${className} ${isActive ? "text-indigo-700" : "text-gray-700 hover:text-gray-900"}`;
    return (
      <>
        {/* Only operators see the console's door; everyone else gets a 404 behind it anyway. */}
        {account.user.operator ? (
          <NavLink to="/admin" className={linkClass}>
            Console
          </NavLink>
        ) : null}
        <NavLink to="/dashboard" className={linkClass}>
          Dashboard
        </NavLink>
      </>
    );
  }
  // On a sign-in page itself, the link keeps where that page goes back to: it never nests
  // itself (/login?redirectTo=/login?redirectTo=...).
  const here = signInReturn(`${location.pathname}${location.search}`);
  return (
    <Link
      to={`/login?redirectTo=${encodeURIComponent(here)}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        requestSignIn("signin");
      }}
      // Its code is on its way before the click lands.
      onPointerEnter={() => void preloadSignInDialog()}
      onFocus={() => void preloadSignInDialog()}
      className={`${className} text-gray-700 hover:text-gray-900`}
      aria-haspopup="dialog"
    >
      Sign In
    </Link>
  );
}

export function Header() {
  const account = useRouteLoaderData<RootData>("root")?.account;
  const desktopSearch = useRef<HTMLInputElement>(null);
  const mobileSearch = useRef<HTMLInputElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A link in the mobile menu was followed: close it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The sign-in dialog opens over the page: the menu that offered it gets out of the way.
  useEffect(() => {
    const closeMenu = () => setMenuOpen(false);
    window.addEventListener(OPEN_SIGN_IN_EVENT, closeMenu);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, closeMenu);
  }, []);

  // Ctrl/Cmd + K focuses the search box that is visible at this width; Escape closes
  // the mobile menu and hands focus back to its toggle.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && menuToggle.current?.getAttribute("aria-expanded") === "true") {
        setMenuOpen(false);
        menuToggle.current.focus();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        const desktop = desktopSearch.current;
        if (desktop && desktop.offsetParent !== null) {
          desktop.focus();
          desktop.select();
        } else {
          setMenuOpen(true);
          requestAnimationFrame(() => mobileSearch.current?.focus());
        }
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-gray-900">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-lg">LogoMarket</span>
        </Link>
        <HeaderSearch id="header-search" ref={desktopSearch} className="hidden max-w-md flex-1 md:block" />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <AccountLink className="rounded-md px-3 py-2 text-sm font-medium" />
          <Link
            to="/sell-logos"
            className="ml-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Sell Logos
          </Link>
        </nav>
        <button
          ref={menuToggle}
          type="button"
          className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-gray-200 bg-white px-4 pb-4 pt-3 md:hidden">
        <HeaderSearch id="mobile-search" ref={mobileSearch} onSubmitted={() => setMenuOpen(false)} />
        <nav aria-label="Mobile" className="mt-3 flex flex-col">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <AccountLink className="rounded-md px-3 py-2 text-sm font-medium" />
          <Link
            to="/sell-logos"
            className="mt-2 rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-semibold text-white"
          >
            Sell Logos
          </Link>
        </nav>
      </div>
      {account && !account.user ? <SignInDialogLoader googleSignIn={account.googleSignIn} /> : null}
    </header>
  );
}
