import type { ReactNode } from "react";
import type { Card, Faq, Step } from "#app/content/types.ts";
import { RichText } from "./rich-text.tsx";

/** The opening band of a content page: its h1, a lead paragraph and optional actions. */
export function Hero({ title, eyebrow, lead, children }: { title: string; eyebrow?: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-12 pt-14 text-center sm:px-6">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-gray-700">{lead}</div>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

/** A titled part of a page; its h2 names the region for assistive technology. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`mx-auto max-w-6xl px-4 py-12 sm:px-6 ${className}`}>
      <h2 id={`${id}-heading`} className="text-center text-3xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      {intro ? <div className="mx-auto mt-3 max-w-2xl text-center text-lg text-gray-700">{intro}</div> : null}
      <div className="mt-10">{children}</div>
    </section>
  );
}

/** A titled card, two of which sit side by side on /return and /shipping; "note" is for caveats. */
export function Panel({ id, title, tone = "plain", children }: { id: string; title: string; tone?: "plain" | "note"; children: ReactNode }) {
  const colours = tone === "note" ? "border-amber-200 bg-amber-50" : "border-gray-200 bg-white";
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-2xl border p-6 ${colours}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Numbered steps of a process, in order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 ${steps.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-gray-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-gray-700">
            <RichText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Cards side by side (values, benefits, info cards). */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-gray-900">{card.title}</h3>
          <p className="mt-2 text-gray-700">
            <RichText text={card.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader
 * friendly, and they open without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180"
              fill="currentColor"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </summary>
          <p className="mt-3 text-gray-700">
            <RichText text={faq.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}

/** The closing indigo band with the page's main action. */
export function CallToAction({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-indigo-700 px-6 py-12 text-center text-white">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="mx-auto mt-3 max-w-2xl text-lg text-indigo-50">{text}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
