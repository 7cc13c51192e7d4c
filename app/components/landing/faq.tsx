import type { FaqEntry } from "#app/content/landing.ts";

/**
 * The FAQ accordion. <details> elements sharing a `name` form an exclusive group: the
 * browser closes the open one when another opens, with or without JavaScript.
 *
 * It looks like the content pages' FaqList but does not use it on purpose: importing the
 * content blocks put two more shared chunks (1 KB gzip) on the landing page's first load.
 */
export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-gray-900">
        Frequently Asked Questions
      </h2>
      <div className="mt-8 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {entries.map((entry) => (
          <details key={entry.question} name="faq" className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5 shrink-0 text-gray-600 transition group-open:rotate-180"
                fill="currentColor"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <p className="pb-5 text-gray-700">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
