import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterLinkPage } from "#app/components/content/newsletter-link-page.tsx";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { confirmSubscription, newsletterLinkIsLive } from "#app/server/content/newsletter.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Confirm Your Subscription", "Confirm your subscription to the LogoMarket newsletter."), NOINDEX];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return { live: await newsletterLinkIsLive(context.db, "confirm", params.token ?? "") };
}

export async function action({ params, context }: ActionFunctionArgs) {
  const email = await confirmSubscription(context.db, params.token ?? "");
  return data({ done: email ? `Thank you: ${email} is subscribed to the LogoMarket newsletter.` : null }, { status: email ? 200 : 410 });
}

/** The confirmation link of the newsletter's double opt-in. */
export default function ConfirmSubscriptionPage() {
  const { live } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <NewsletterLinkPage
      title="Confirm Your Subscription"
      live={live && result?.done !== null}
      done={result?.done ?? null}
      intro="Press the button to start receiving the LogoMarket newsletter at the address this link was sent to."
      button="Confirm Subscription"
      deadLink="This confirmation link has expired or was already used. Subscribe again from the blog to get a new one."
    />
  );
}
