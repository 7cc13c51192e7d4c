import type { MetaFunction } from "@remix-run/cloudflare";
import { ButtonLink } from "#app/components/content/button.tsx";
import { CallToAction, CardGrid, Hero, Section, StepList } from "#app/components/content/blocks.tsx";
import { CheckList } from "#app/components/content/check-list.tsx";
import { BUY_STEPS, CUSTOMIZATION_POINTS, PAYMENT_METHOD_CARDS, PAYMENT_SECURITY_NOTE } from "#app/content/buy-logos.ts";
import { KIT_INCLUDES } from "#app/lib/brand-kit.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "How Buying Works",
    `How buying a logo on LogoMarket works: choose or generate it, pay ${PRICE_LABEL} securely, download it instantly.`,
  );

export default function BuyLogosPage() {
  return (
    <>
      <Hero
        title="How Buying Works"
        eyebrow="Buy logos"
        lead={`Choose a ready-made logo or create your own with AI, pay ${PRICE_LABEL} securely and download it the moment you pay.`}
      >
        <ButtonLink to="/browse">Start Shopping</ButtonLink>
      </Hero>

      <Section id="steps" title="Three Simple Steps">
        <StepList steps={BUY_STEPS} />
      </Section>

      <Section
        id="whats-included"
        title={`What ${PRICE_LABEL} Includes`}
        intro="Every purchase is a complete brand kit, made from your logo's own vector design, for each logo you buy."
        className="border-t border-gray-100"
      >
        <div className="mx-auto max-w-2xl text-lg">
          <CheckList items={KIT_INCLUDES} />
        </div>
      </Section>

      <Section
        id="customization"
        title="Unlimited AI Customization"
        intro="Every logo can be refined with our AI designer until it is exactly right, before you pay a cent."
        className="border-t border-gray-100"
      >
        <div className="mx-auto max-w-2xl text-lg">
          <CheckList items={CUSTOMIZATION_POINTS} />
        </div>
      </Section>

      <Section id="payment-methods" title="Payment Methods" intro={PAYMENT_SECURITY_NOTE} className="border-t border-gray-100">
        <CardGrid cards={PAYMENT_METHOD_CARDS} />
      </Section>

      <CallToAction title="Find your logo today" text={`Ready-made or designed for you, every logo is ${PRICE_LABEL}.`}>
        <ButtonLink to="/browse" variant="inverse">
          Browse Logos
        </ButtonLink>
      </CallToAction>
    </>
  );
}
