import stylesheet from "#app/tailwind.css?inline";

const ID = "site-styles";

/**
 * The stylesheet as the browser has it: the server's inlined text, read once from the
 * page (should React ever render the head anew, after a failed hydration, the styles stay).
 */
const sentByTheServer = typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");

/**
 * The site's stylesheet, inlined into every page's <head>: a page paints as soon as its
 * HTML has arrived, without a second round trip for the CSS first (it is about 10 KB
 * compressed; a page's JavaScript is ten times that). Only the server's bundle carries the
 * text: the browser keeps what the server sent.
 */
export function SiteStyles() {
  return <style id={ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : sentByTheServer }} />;
}
