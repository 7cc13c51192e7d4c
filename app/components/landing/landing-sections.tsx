import { FAQ, FEATURES } from "#app/content/landing.ts";
import { Faq } from "./faq.tsx";
import { Features } from "./features.tsx";

/**
 * The landing page below its first screens: why people use it and the FAQ. Markup only (the
 * FAQ opens and closes as <details> do), so the page imports it as a static island and
 * its words and code stay out of the browser's first load.
 */
export default function LandingSections() {
  return (
    <>
      <Features features={FEATURES} />
      <Faq entries={FAQ} />
    </>
  );
}
