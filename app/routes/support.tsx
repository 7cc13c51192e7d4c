import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CardGrid, FaqList, Hero, Section } from "#app/components/content/blocks.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { submitContactForm } from "#app/server/content/contact.server.ts";
import { contactLimit, takeFormLimit } from "#app/server/limits/limits.server.ts";
import { HELP_CENTER, SUPPORT_FAQS, SUPPORT_RESPONSE_NOTE, supportInfoCards } from "#app/content/support.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const meta: MetaFunction = () =>
  pageMeta("Support", "Get help with logo purchases, payments, downloads and customization. Contact our support team or read the FAQ.");

export async function loader({ context }: LoaderFunctionArgs) {
  return { supportEmail: context.env.SUPPORT_EMAIL };
}

/** The contact form without JavaScript: a valid message goes on to the visitor's mail program. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = submitContactForm(await request.formData(), context.env.SUPPORT_EMAIL);
  if (!outcome.ok) return data({ result: outcome.result }, { status: 422 });
  const limit = await takeFormLimit(request, contactLimit(context.env));
  if (!limit.allowed) {
    return data({ result: outcome.refuse(limit.message) }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  return redirect(outcome.mailto);
}

/** A refused message (too many from one address) says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function SupportPage() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <Hero title="Support" eyebrow="We're here to help" lead="Questions about a purchase, a payment or a download? Our team is happy to help." />

      <section aria-label="Ways to get help" className="mx-auto max-w-6xl px-4 sm:px-6">
        <CardGrid cards={supportInfoCards(supportEmail)} />
      </section>

      <Section id="contact" title="Contact Us" intro={`Tell us what you need and we'll get back to you. ${SUPPORT_RESPONSE_NOTE}`}>
        <div className="mx-auto max-w-2xl rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <ContactForm supportEmail={supportEmail} lastResult={actionData?.result} />
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" className="border-t border-gray-100">
        <FaqList faqs={SUPPORT_FAQS} />
      </Section>

      <section aria-labelledby="help-center-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-8 text-center">
          <h2 id="help-center-heading" className="text-2xl font-bold text-gray-900">
            {HELP_CENTER.title}
          </h2>
          <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {HELP_CENTER.badge}
          </p>
          <p className="mx-auto mt-4 max-w-xl text-gray-700">{HELP_CENTER.text}</p>
        </div>
      </section>
    </>
  );
}
