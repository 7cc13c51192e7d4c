import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/content/button.tsx";
import { describedBy, DesignerPage, Field, fieldClass } from "#app/components/designer/fields.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { DESIGNER_BIO_MAX as BIO_MAX, DESIGNER_NAME_MAX as NAME_MAX } from "#app/forms/designer-limits.ts";
import { designerOfUser, startSelling } from "#app/server/designers/designer-accounts.server.ts";

export const meta: MetaFunction = () => pageMeta("Start selling", "Open a designer account: submit your logos, follow their review and your earnings, and be paid through PayPal.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await userOfRequest(context.db, request);
  if (user && (await designerOfUser(context.db, user.id))) throw redirect("/designer");
  return { signedIn: user ? { email: user.email, displayName: user.displayName } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await userOfRequest(context.db, request);
  if (!user) return data({ errors: { name: "Sign in or create an account first." } as Record<string, string> }, { status: 401 });
  const result = await startSelling(context.db, user, await request.formData());
  if (!result.ok) return data({ errors: result.errors as Record<string, string> }, { status: 400 });
  throw redirect("/designer?notice=welcome", { status: 303 });
}

export default function StartSelling() {
  const { signedIn } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors ?? {};
  if (!signedIn) {
    return (
      <DesignerPage title="Start selling" lead="Selling here takes an account: the same account buyers use, with a designer profile added to it.">
        <p className="text-gray-800">Create an account (or sign in), then choose the name buyers will see beside your logos. You can submit your first logo right after.</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/signup?redirectTo=/designer/start" className={buttonClass("primary")}>
            Create an account
          </Link>
          <Link to="/login?redirectTo=/designer/start" className={buttonClass("secondary")}>
            Sign in
          </Link>
        </div>
      </DesignerPage>
    );
  }
  return (
    <DesignerPage title="Start selling" lead={<>Signed in as {signedIn.email}. Your designer profile is public: buyers see your name beside each of your logos.</>}>
      <Form method="post" className="max-w-xl space-y-5" noValidate>
        <Field id="name" label="Public name" hint={`The name buyers see, up to ${NAME_MAX} characters: yours or your studio's.`} error={errors.name}>
          <input id="name" name="name" required maxLength={NAME_MAX} defaultValue={signedIn.displayName ?? ""} autoComplete="name" className={fieldClass} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy("name", true, errors.name)} />
        </Field>
        <Field id="bio" label="Short bio (optional)" hint={`Up to ${BIO_MAX} characters about you and your work.`} error={errors.bio}>
          <textarea id="bio" name="bio" rows={3} maxLength={BIO_MAX} className={fieldClass} aria-invalid={errors.bio ? true : undefined} aria-describedby={describedBy("bio", true, errors.bio)} />
        </Field>
        <Field id="payoutEmail" label="PayPal address (optional now)" hint="Where your earnings are paid each month. You can add or change it at any time in your profile." error={errors.payoutEmail}>
          <input id="payoutEmail" name="payoutEmail" type="email" maxLength={254} autoComplete="email" className={fieldClass} aria-invalid={errors.payoutEmail ? true : undefined} aria-describedby={describedBy("payoutEmail", true, errors.payoutEmail)} />
        </Field>
        <button type="submit" className={buttonClass("primary")}>
          Start selling
        </button>
      </Form>
    </DesignerPage>
  );
}
