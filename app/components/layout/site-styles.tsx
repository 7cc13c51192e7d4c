import stylesheet from "#app/tailwind.css?inline";

/**
 * The site's stylesheet, inlined into every page's <head>: a page paints as soon as its
 * HTML has arrived, without a second round trip for the CSS first (it is about 10 KB
 * compressed; a page's JavaScript is ten times that). Only the server's bundle carries the
 * text: in the browser the element keeps what the server sent, and React leaves it alone.
 */
export function SiteStyles() {
  return <style id="site-styles" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : "" }} />;
}
