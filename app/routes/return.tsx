import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/content/button.tsx";
import { CallToAction, FaqList, Hero, Panel, Section, StepList } from "#app/components/content/blocks.tsx";
import { CheckList } from "#app/components/content/check-list.tsx";
import {
  COVERED,
  GUARANTEE_TEXT,
  GUARANTEE_TITLE,
  RETURN_FAQS,
  RETURN_NOTES,
  RETURN_STEPS,
  returnQuestionMailto,
  returnRequestMailto,
} from "#app/content/return.ts";
import { REFUND_WINDOW_DAYS } from "#app/lib/business.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "Return Policy",
    `Every LogoMarket purchase comes with a ${REFUND_WINDOW_DAYS}-day money-back guarantee, no reason required. How to request a refund.`,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const email = context.env.SUPPORT_EMAIL;
  return { requestHref: returnRequestMailto(email), questionHref: returnQuestionMailto(email) };
}

export default function ReturnPage() {
  const { requestHref, questionHref } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero title="Return Policy" eyebrow="Refunds" lead={GUARANTEE_TEXT}>
        <ButtonLink to={requestHref}>Request a Return</ButtonLink>
      </Hero>

      <Section id="guarantee" title={GUARANTEE_TITLE} intro="Three steps to your refund.">
        <StepList steps={RETURN_STEPS} />
      </Section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <Panel id="covered" title="What's Covered">
          <CheckList items={COVERED} />
        </Panel>
        <Panel id="notes" title="Important Notes" tone="note">
          <ul className="list-disc space-y-3 pl-5 text-gray-800">
            {RETURN_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Panel>
      </div>

      <Section id="faq" title="Frequently Asked Questions" className="border-t border-gray-100">
        <FaqList faqs={RETURN_FAQS} />
      </Section>

      <CallToAction
        title="Ready to request a return?"
        text="Your e-mail opens with a short template: fill in your purchase date, the logo's name or ID and how you paid."
      >
        <ButtonLink to={requestHref} variant="inverse">
          Request a Return
        </ButtonLink>
        <ButtonLink to={questionHref} variant="inverse">
          Ask About This Policy
        </ButtonLink>
      </CallToAction>
    </>
  );
}
