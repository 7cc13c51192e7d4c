import { KIT_INCLUDES } from "#app/lib/brand-kit.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";

/**
 * What buying a logo gives: the whole brand kit, said before the buyer pays. Words that
 * never change in the browser: a static island of the logo page (logo-details.tsx), so
 * their text is not in the page's JavaScript.
 */
export default function KitIncludesList() {
  return (
    <section aria-labelledby="kit-includes" className="mt-6 rounded-xl border border-gray-200 p-4">
      <h2 id="kit-includes" className="text-base font-semibold text-gray-900">
        What {PRICE_LABEL} includes: a complete brand kit
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
        {KIT_INCLUDES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
