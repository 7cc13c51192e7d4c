import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/content/button.tsx";
import { describedBy, DesignerPage, Field, fieldClass } from "#app/components/designer/fields.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { DESIGNER_BIO_MAX as BIO_MAX } from "#app/forms/designer-limits.ts";
import { requireDesigner, updateProfile } from "#app/server/designers/designer-accounts.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Your designer profile", "Your bio and the PayPal address your earnings are paid to."), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { designer } = await requireDesigner(context, request);
  return { designer: { name: designer.name, bio: designer.bio ?? "", payoutEmail: designer.payoutEmail ?? "" } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, designer } = await requireDesigner(context, request);
  const result = await updateProfile(context.db, user, designer, await request.formData());
  if (!result.ok) return data({ errors: result.errors as Record<string, string> }, { status: 400 });
  throw redirect("/designer?notice=profile", { status: 303 });
}

export default function DesignerProfile() {
  const { designer } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors ?? {};
  return (
    <DesignerPage title="Your designer profile" lead={<>Buyers see your public name, {designer.name}, beside your logos. To change it, write to support.</>}>
      <p>
        <Link to="/designer" className="font-medium text-indigo-700 underline">
          ← Your designer area
        </Link>
      </p>
      <Form method="post" className="max-w-xl space-y-5" noValidate>
        <Field id="bio" label="Short bio" hint={`Up to ${BIO_MAX} characters.`} error={errors.bio}>
          <textarea id="bio" name="bio" rows={3} maxLength={BIO_MAX} defaultValue={designer.bio} className={fieldClass} aria-invalid={errors.bio ? true : undefined} aria-describedby={describedBy("bio", true, errors.bio)} />
        </Field>
        <Field id="payoutEmail" label="PayPal address" hint="Your earnings are paid to this PayPal account each month. Empty: nothing is paid and your earnings stay due." error={errors.payoutEmail}>
          <input id="payoutEmail" name="payoutEmail" type="email" maxLength={254} autoComplete="email" defaultValue={designer.payoutEmail} className={fieldClass} aria-invalid={errors.payoutEmail ? true : undefined} aria-describedby={describedBy("payoutEmail", true, errors.payoutEmail)} />
        </Field>
        <button type="submit" className={buttonClass("primary")}>
          Save profile
        </button>
      </Form>
    </DesignerPage>
  );
}
