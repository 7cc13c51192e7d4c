import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/content/button.tsx";
import { CallToAction, FaqList, Hero, Section, StepList } from "#app/components/content/blocks.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import {
  EARNINGS_EXAMPLES,
  EARNINGS_NOTE,
  SELL_FAQS,
  SELL_STEPS,
  sellingQuestionMailto,
  submissionMailto,
  SUBMISSION_GUIDELINES,
} from "#app/content/sell-logos.ts";
import { DESIGNER_EARNINGS_PER_SALE_CENTS } from "#app/lib/business.ts";
import { formatCentsCompact } from "#app/lib/money.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "Sell Logos",
    `Sell your logo designs on LogoMarket: open a designer account, submit your logos and earn ${formatCentsCompact(DESIGNER_EARNINGS_PER_SALE_CENTS)} on the sale and on every AI variation bought from them.`,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const email = context.env.SUPPORT_EMAIL;
  return { submitHref: submissionMailto(email), questionHref: sellingQuestionMailto(email) };
}

export default function SellLogosPage() {
  const { submitHref, questionHref } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero
        title="Sell Logos"
        eyebrow="For designers"
        lead={`Turn your logo designs into income. Each logo is sold once, exclusively; you earn ${formatCentsCompact(DESIGNER_EARNINGS_PER_SALE_CENTS)} on that sale and ${formatCentsCompact(DESIGNER_EARNINGS_PER_SALE_CENTS)} on every AI variation of it a buyer buys.`}
      >
        <ButtonLink to="/designer/start">Start selling</ButtonLink>
        <ButtonLink to={submitHref} variant="secondary">
          Submit by e-mail
        </ButtonLink>
        <ButtonLink to={questionHref} variant="secondary">
          Ask a Question
        </ButtonLink>
      </Hero>

      <Section id="process" title="How It Works">
        <StepList steps={SELL_STEPS} />
      </Section>

      <Section id="earnings" title="What You Can Earn" intro={EARNINGS_NOTE} className="border-t border-gray-100">
        <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-3">
          {EARNINGS_EXAMPLES.map((example) => (
            <li key={example.sales} className="rounded-2xl border border-indigo-100 bg-indigo-50 p-6 text-center">
              <p className="text-gray-700">{example.sales}</p>
              <p className="mt-1 text-3xl font-bold text-indigo-800">{example.earnings}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guidelines" title="Submission Guidelines" className="border-t border-gray-100">
        <ul className="mx-auto max-w-2xl list-disc space-y-3 pl-6 text-lg text-gray-700">
          {SUBMISSION_GUIDELINES.map((guideline) => (
            <li key={guideline}>
              <RichText text={guideline} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" className="border-t border-gray-100">
        <FaqList faqs={SELL_FAQS} />
      </Section>

      <CallToAction title="Ready to start selling?" text="Open your designer account and submit your first logo today, or send it by e-mail. We reply to every submission.">
        <ButtonLink to="/designer/start" variant="inverse">
          Start selling
        </ButtonLink>
        <ButtonLink to={submitHref} variant="inverse">
          Submit by e-mail
        </ButtonLink>
        <ButtonLink to={questionHref} variant="inverse">
          Ask a Question
        </ButtonLink>
      </CallToAction>
    </>
  );
}
