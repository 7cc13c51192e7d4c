import type { DocumentSection } from "#app/content/types.ts";
import { Blocks } from "./rich-text.tsx";

/**
 * A policy page: title, date, a contents list and numbered sections (privacy, terms).
 * The numbers are part of the heading text so they survive copy and paste and read out.
 */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated?: string;
  intro?: string;
  sections: DocumentSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-gray-900">{title}</h1>
      {lastUpdated ? <p className="mt-3 text-sm text-gray-700">Last updated {lastUpdated}</p> : null}
      {intro ? <p className="mt-6 text-lg text-gray-700">{intro}</p> : null}
      <nav aria-labelledby="contents-heading" className="mt-8 rounded-2xl border border-gray-200 bg-gray-50 p-6">
        <h2 id="contents-heading" className="text-base font-semibold text-gray-900">
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-indigo-700 underline hover:text-indigo-900">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="mb-4 text-2xl font-semibold text-gray-900">
            {index + 1}. {section.title}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
