import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterLinkPage } from "#app/components/content/newsletter-link-page.tsx";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { newsletterLinkIsLive, unsubscribe } from "#app/server/content/newsletter.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Unsubscribe", "Stop receiving the LogoMarket newsletter."), NOINDEX];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return { live: await newsletterLinkIsLive(context.db, "unsubscribe", params.token ?? "") };
}

export async function action({ params, context }: ActionFunctionArgs) {
  const email = await unsubscribe(context.db, params.token ?? "");
  return data({ done: email ? `${email} will receive no more newsletters. We removed the address.` : null }, { status: email ? 200 : 410 });
}

/** The unsubscribe link every newsletter mail carries. */
export default function UnsubscribePage() {
  const { live } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      live={live && result?.done !== null}
      done={result?.done ?? null}
      intro="Press the button to stop the LogoMarket newsletter and remove your address."
      button="Unsubscribe"
      deadLink="This address is not subscribed any more, or the link was replaced by a newer one."
    />
  );
}
