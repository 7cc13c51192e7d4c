import { useLocation, useMatches, useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FOCUS_PROMPT_EVENT, PERSONALIZE_EVENT, requestRefinement, type PersonalizeDetail } from "#app/lib/app-events.ts";
import { useBaselineLogos } from "#app/lib/baseline-logos.ts";
import { PROMPT_BAR_MAX_WIDTH_PX, PROMPT_MAX_HEIGHT_PX } from "#app/lib/ui.ts";
import { useGenerationBusy } from "#app/lib/generation-busy.ts";
import { isBlankPrompt, PROMPT_BUSY_MESSAGE, promptLabel, promptModeAt, promptPlaceholder, refinedLogoId, type PromptMode } from "#app/lib/prompt.ts";
import { clearChoices, followChoices, readChoices } from "#app/lib/prompt-choices.ts";
import { composePrompt, isInWords, NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { PROMPT_PARAM } from "#app/catalogue/design-offer.ts";
import { StaticIsland } from "#app/components/static-island.tsx";
import PromptMenus from "./prompt-menus.tsx?markup";

/** Chosen in a browser, from Favorites, My Logos or Browse: its code loads when there are some. */
const BaselineThumbnails = lazy(() => import("./baseline-thumbnails.tsx"));

/** The menus' code, for a page reached without them (from /terms, which has no bar). */
const loadPromptMenus = () => import("./prompt-menus.tsx");

// Layout effects warn on the server; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The prompt bar (marketplace spec, section 2): fixed at the bottom of every page but
 * /terms and /privacy. Without JavaScript it is a plain form that posts the prompt.
 */
export function PromptBar() {
  const { pathname } = useLocation();
  // A link may start the prompt (browse's 'Design it with AI'): the server renders it in
  // the box, so it works without JavaScript.
  const offered = useSearchParams()[0].get(PROMPT_PARAM);
  const [text, setText] = useState(offered ?? "");
  /** Why the last submission was not sent (a new logo asked for without words). */
  const [problem, setProblem] = useState<string | null>(null);
  /** Enter was pressed while a logo was being made: said, until the logo is ready. */
  const [waiting, setWaiting] = useState(false);
  const baseline = useBaselineLogos();
  const input = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  const busy = useGenerationBusy();
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A logo page says (its loader's `promptMode`) whether the logo is the visitor's to change.
  const logoPageMode = useMatches()
    .map((match) => (match.data as { promptMode?: PromptMode } | null | undefined)?.promptMode)
    .find(Boolean);
  const mode = promptModeAt(pathname, logoPageMode);
  const logoOnPage = mode === "new" ? null : refinedLogoId(pathname);

  // The bar reserves its own height: the page's bottom padding and scroll padding follow
  // it (tailwind.css, --prompt-bar-height), so it never hides the last of a page, nor a
  // control scrolled or tabbed into view, however tall the prompt or its thumbnails grow.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--prompt-bar-height", `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--prompt-bar-height");
    };
  }, []);

  // Followed on this page: the words go in, and the box is ready for the brand's name.
  useEffect(() => {
    if (!offered) return;
    setText(offered);
    input.current?.focus();
  }, [offered]);

  // The logo is ready: the box takes the words now, so the note that it did not goes.
  useEffect(() => {
    if (!busy) setWaiting(false);
  }, [busy]);

  // The style and colour choices are plain inputs of the form: their buttons name them.
  useEffect(() => (form.current ? followChoices(form.current) : undefined), []);

  // Other parts of the page reach the bar through window events (spec: 'Events').
  useEffect(() => {
    function focusInput() {
      input.current?.focus();
    }
    function personalize(event: Event) {
      const { message, logos } = (event as CustomEvent<PersonalizeDetail>).detail;
      setText(message);
      baseline.replace(logos);
      focusInput();
    }
    window.addEventListener(FOCUS_PROMPT_EVENT, focusInput);
    window.addEventListener(PERSONALIZE_EVENT, personalize);
    return () => {
      window.removeEventListener(FOCUS_PROMPT_EVENT, focusInput);
      window.removeEventListener(PERSONALIZE_EVENT, personalize);
    };
  }, [baseline.replace]);

  // The box grows with its text up to the spec's maximum, then scrolls.
  useBrowserLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, PROMPT_MAX_HEIGHT_PX)}px`;
    box.style.overflowY = box.scrollHeight > PROMPT_MAX_HEIGHT_PX ? "auto" : "hidden";
  }, [text]);

  function removeBaselineLogo(id: string) {
    const remaining = baseline.logos.filter((logo) => logo.id !== id);
    baseline.replace(remaining);
    // The text was written for the baseline; with none left it no longer applies.
    if (remaining.length === 0) setText("");
  }

  function clearBaseline() {
    baseline.replace([]);
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  function clearFields() {
    setText("");
    if (form.current) clearChoices(form.current);
  }

  /** Spec section 4, 'Prompt submission'. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlankPrompt(text)) return;
    // One logo is made at a time: the words stay in the box, and the visitor is told why.
    if (busy) {
      setWaiting(true);
      return;
    }
    const { styles, scheme } = readChoices(event.currentTarget);
    const message = composePrompt(text, styles, scheme);
    if (logoOnPage) {
      // The logo page owns the change: it knows what the logo is, where it came from and
      // whether it is the visitor's to refine or someone else's to start from.
      requestRefinement({ logoId: logoOnPage, message });
      clearFields();
      return;
    }
    // A new logo is asked for in words; reference logos give a version something to start from.
    if (baseline.logos.length === 0 && !isInWords(text)) {
      setProblem(NO_WORDS_MESSAGE);
      return;
    }
    const prompt = text.trim();
    const references = baseline.logos;
    // The browser's store of generated logos loads with the first prompt (every page has
    // the bar; most visits never send one).
    void import("#app/lib/generated-logos.ts").then(({ addGeneratedLogo, createPlaceholder }) => {
      const logo = createPlaceholder({ prompt, generationPrompt: message, references });
      addGeneratedLogo(logo);
      navigate(`/logo/${logo.id}`);
    });
    baseline.replace([]);
    clearFields();
  }

  const blank = isBlankPrompt(text);
  return (
    <div ref={frame} className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-3 sm:pb-5">
      <form
        ref={form}
        method="post"
        action="/generate"
        aria-label="Prompt"
        onSubmit={submit}
        style={{ maxWidth: PROMPT_BAR_MAX_WIDTH_PX }}
        className="pointer-events-auto mx-auto rounded-2xl border border-gray-200 bg-white shadow-[0_8px_30px_rgba(0,0,0,0.12)] has-[textarea:focus-visible]:border-indigo-500 has-[textarea:focus-visible]:ring-2 has-[textarea:focus-visible]:ring-indigo-500"
      >
        {baseline.logos.length > 0 ? (
          <Suspense fallback={null}>
            <BaselineThumbnails logos={baseline.logos} onRemove={removeBaselineLogo} onClear={clearBaseline} />
          </Suspense>
        ) : null}
        {/* Without JavaScript the server needs to know which logo a change is for, or starts from. */}
        {logoOnPage ? <input type="hidden" name={mode === "personalize" ? "reference" : "refine"} value={logoOnPage} /> : null}
        <label htmlFor="prompt-input" className="sr-only">
          {promptLabel(mode)}
        </label>
        <textarea
          ref={input}
          id="prompt-input"
          name="prompt"
          rows={1}
          required
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-describedby={problem ? "prompt-problem" : undefined}
          aria-invalid={problem ? true : undefined}
          onKeyDown={onKeyDown}
          placeholder={promptPlaceholder(mode)}
          enterKeyHint="send"
          style={{ maxHeight: PROMPT_MAX_HEIGHT_PX }}
          className="block w-full resize-none bg-transparent px-4 pt-3 text-base text-gray-900 placeholder:text-gray-600 focus-visible:outline-none"
        />
        {waiting ? (
          <p role="status" className="mx-4 mt-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
            {PROMPT_BUSY_MESSAGE}
          </p>
        ) : null}
        {problem ? (
          <p id="prompt-problem" role="alert" className="mx-4 mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex items-center gap-2 px-3 pb-3 pt-2">
          <StaticIsland id="prompt-menus" className="contents" load={loadPromptMenus}>
            <PromptMenus />
          </StaticIsland>
          <button
            type="submit"
            // Without JavaScript nothing would ever enable it: the browser's own `required`
            // check stands in.
            disabled={hydrated && (blank || busy)}
            aria-label={busy ? "Generating" : "Generate logo"}
            className="ml-auto flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
          >
            {busy ? (
              <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            ) : (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M10 3a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L11 6.4V16a1 1 0 1 1-2 0V6.4L5.7 9.7a1 1 0 0 1-1.4-1.4l5-5A1 1 0 0 1 10 3Z" />
              </svg>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
