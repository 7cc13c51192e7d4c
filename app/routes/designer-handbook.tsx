import type { MetaFunction } from "@remix-run/cloudflare";
import { ButtonLink } from "#app/components/content/button.tsx";
import { CallToAction, CardGrid, Hero, Section, StepList } from "#app/components/content/blocks.tsx";
import { CopyButton } from "#app/components/content/copy-button.tsx";
import {
  ADVANCED_TECHNIQUES,
  EXAMPLE_PROMPTS,
  PROMPT_DONTS,
  PROMPT_DOS,
  PROMPT_STRUCTURE,
  PROMPTING_TIPS,
  SELLING_STEPS,
} from "#app/content/designer-handbook.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "Designer Handbook",
    "How to describe a logo so our AI designs what you have in mind: prompting tips, a six-part prompt structure, examples to copy and advanced techniques.",
  );

function DoList({ title, items, kind }: { title: string; items: readonly string[]; kind: "do" | "dont" }) {
  const tone = kind === "do" ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50";
  return (
    <div className={`rounded-2xl border p-6 ${tone}`}>
      <h3 className="text-xl font-semibold text-gray-900">{title}</h3>
      <ul className="mt-4 space-y-3 text-gray-800">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className={`font-bold ${kind === "do" ? "text-green-800" : "text-red-800"}`}>
              {kind === "do" ? "✓" : "✗"}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function DesignerHandbookPage() {
  return (
    <>
      <Hero
        title="Designer Handbook"
        eyebrow="AI prompting guide"
        lead="Great logos start with a great description. Learn how to tell our AI designer exactly what you have in mind, and how to refine the result until it is perfect."
      />

      <Section id="tips" title="Prompting Tips">
        <CardGrid cards={PROMPTING_TIPS} columns={4} />
      </Section>

      <Section
        id="structure"
        title="The Six-Part Prompt Structure"
        intro="A strong prompt answers six questions. You don't need all of them every time, but the more you give, the closer the first result."
        className="border-t border-gray-100"
      >
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PROMPT_STRUCTURE.map((part, index) => (
            <li key={part.title} className="rounded-2xl border border-gray-200 bg-white p-5">
              <h3 className="font-semibold text-gray-900">
                <span className="text-indigo-700">{index + 1}.</span> {part.title}
              </h3>
              <p className="mt-1 text-gray-700">{part.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="examples" title="Example Prompts" intro="Copy one, paste it into the prompt bar and make it yours." className="border-t border-gray-100">
        <ul className="grid gap-6 lg:grid-cols-3">
          {EXAMPLE_PROMPTS.map((example) => (
            <li key={example.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-lg font-semibold text-gray-900">{example.title}</h3>
                <CopyButton text={example.prompt} label={`${example.title} prompt`} />
              </div>
              <blockquote className="mt-4 flex-1 rounded-lg bg-gray-50 p-4 text-gray-800">{example.prompt}</blockquote>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="dos-and-donts" title="Do's and Don'ts" className="border-t border-gray-100">
        <div className="grid gap-6 md:grid-cols-2">
          <DoList title="Do" items={PROMPT_DOS} kind="do" />
          <DoList title="Don't" items={PROMPT_DONTS} kind="dont" />
        </div>
      </Section>

      <Section id="advanced" title="Advanced Techniques" className="border-t border-gray-100">
        <CardGrid cards={ADVANCED_TECHNIQUES} columns={2} />
      </Section>

      <Section id="selling" title="Selling Your Own Logos" intro="Designers can sell their own logos here. This is how it works, from the upload to the payout." className="border-t border-gray-100">
        <CardGrid cards={SELLING_STEPS} columns={2} />
        <p className="mt-8 text-center">
          <ButtonLink to="/designer/start">Start selling</ButtonLink>
        </p>
      </Section>

      <CallToAction title="Need inspiration first?" text="See what other designers have made, then use it as a starting point for your own.">
        <ButtonLink to="/browse" variant="inverse">
          Browse Logos
        </ButtonLink>
      </CallToAction>
    </>
  );
}
