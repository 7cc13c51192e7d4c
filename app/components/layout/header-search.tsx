import { Form, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { forwardRef, useEffect, useRef, useState, type FormEvent } from "react";

const LIVE_SEARCH_DELAY_MS = 150;

/**
 * The header search box (marketplace spec, section 2). A GET form to /browse, so it
 * works without JavaScript; with it, typing on /browse updates `search` live and Enter
 * elsewhere goes to /browse?search={text}.
 */
export const HeaderSearch = forwardRef<HTMLInputElement, { id: string; className?: string; onSubmitted?: () => void }>(
  function HeaderSearch({ id, className = "", onSubmitted }, ref) {
    const [searchParams, setSearchParams] = useSearchParams();
    const { pathname } = useLocation();
    const navigate = useNavigate();
    const onBrowse = pathname === "/browse";
    const fromUrl = searchParams.get("search") ?? "";
    const [text, setText] = useState(fromUrl);
    const timer = useRef<ReturnType<typeof setTimeout>>();

    // The box follows the URL (back/forward, a chip link, another search box).
    useEffect(() => setText(fromUrl), [fromUrl]);
    useEffect(() => () => clearTimeout(timer.current), []);

    function updateLive(value: string) {
      setText(value);
      if (!onBrowse) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            const trimmed = value.trim();
            if (trimmed) next.set("search", trimmed);
            else next.delete("search");
            next.delete("page");
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }, LIVE_SEARCH_DELAY_MS);
    }

    function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      clearTimeout(timer.current);
      const trimmed = text.trim();
      const next = new URLSearchParams(onBrowse ? searchParams : undefined);
      if (trimmed) next.set("search", trimmed);
      else next.delete("search");
      next.delete("page");
      const query = next.toString();
      navigate(query ? `/browse?${query}` : "/browse", { replace: onBrowse, preventScrollReset: onBrowse });
      onSubmitted?.();
    }

    return (
      <Form method="get" action="/browse" role="search" onSubmit={submit} className={className}>
        <label htmlFor={id} className="sr-only">
          Search logos
        </label>
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
          >
            <path
              fill="currentColor"
              d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            />
          </svg>
          <input
            ref={ref}
            id={id}
            name="search"
            type="search"
            value={text}
            onChange={(event) => updateLive(event.target.value)}
            placeholder="Search logos..."
            autoComplete="off"
            enterKeyHint="search"
            className="peer w-full rounded-lg border border-gray-300 bg-gray-50 py-2 pl-9 pr-14 text-sm text-gray-900 placeholder:text-gray-600 focus:border-indigo-500 focus:bg-white"
          />
          {/* Only over an empty box: with words in it, its place is the box's clear button. */}
          <kbd className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-gray-300 bg-white px-1.5 text-xs text-gray-600 md:block md:peer-[:not(:placeholder-shown)]:hidden">
            Ctrl K
          </kbd>
        </div>
      </Form>
    );
  },
);
