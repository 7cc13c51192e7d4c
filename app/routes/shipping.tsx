import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/content/button.tsx";
import { CallToAction, CardGrid, FaqList, Hero, Panel, Section } from "#app/components/content/blocks.tsx";
import { CheckList } from "#app/components/content/check-list.tsx";
import {
  ACCESS_ROUTES,
  DELIVERY_BENEFITS,
  DELIVERY_FAQS,
  DELIVERY_TIMELINE,
  downloadHelpMailto,
  FILE_CONTENTS,
} from "#app/content/shipping.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta(
    "Digital Delivery",
    "How purchased logos are delivered: an instant download page, an e-mail with your link, and My Logos for lifetime re-downloads.",
  );

export async function loader({ context }: LoaderFunctionArgs) {
  return { helpHref: downloadHelpMailto(context.env.SUPPORT_EMAIL) };
}

export default function ShippingPage() {
  const { helpHref } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero
        title="Digital Delivery"
        eyebrow="Shipping"
        lead="Every logo is delivered digitally, the moment you pay. No shipping costs, no waiting, and your files stay available for life."
      />

      <Section id="benefits" title="Why Digital Delivery">
        <CardGrid cards={DELIVERY_BENEFITS} columns={4} />
      </Section>

      <Section id="access" title="Three Ways to Get Your Logos" className="border-t border-gray-100">
        <CardGrid cards={ACCESS_ROUTES} />
      </Section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <Panel id="contents" title="What's in Your Download">
          <CheckList items={FILE_CONTENTS} />
        </Panel>
        <Panel id="timeline" title="Delivery Timeline">
          <ol className="space-y-4 border-l-2 border-indigo-200 pl-5">
            {DELIVERY_TIMELINE.map((entry) => (
              <li key={entry.when}>
                <p className="font-semibold text-indigo-800">{entry.when}</p>
                <p className="text-gray-700">{entry.what}</p>
              </li>
            ))}
          </ol>
        </Panel>
      </div>

      <Section id="faq" title="Frequently Asked Questions" className="border-t border-gray-100">
        <FaqList faqs={DELIVERY_FAQS} />
      </Section>

      <CallToAction title="Trouble with a download?" text="Write to us with your order ID and we will sort it out quickly.">
        <ButtonLink to={helpHref} variant="inverse">
          Get Download Help
        </ButtonLink>
      </CallToAction>
    </>
  );
}
