import { useEffect } from "react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { buttonClass } from "#app/components/content/button.tsx";
import { describedBy, DesignerPage, Field, fieldClass } from "#app/components/designer/fields.tsx";
import { Notice } from "#app/components/admin/ui.tsx";
import { SUBMISSION_LIMITS as LIMITS } from "#app/forms/designer-limits.ts";
import { PNG_MIN_SIDE, UPLOAD_HINT } from "#app/forms/upload-limits.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { BACKGROUND_CHOICES, CATEGORIES } from "#protocol/taxonomy.ts";
import { requireDesigner } from "#app/server/designers/designer-accounts.server.ts";
import { rasterOf } from "#app/server/designers/raster.server.ts";
import { submitLogoRequest, type SubmissionValues } from "#app/server/designers/submissions.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Submit a logo", `Upload a logo for review: SVG preferred, or PNG of at least ${PNG_MIN_SIDE} x ${PNG_MIN_SIDE} px with a transparent background.`), { name: "robots", content: "noindex" }];

/** The fields in the form's order: the first one in error takes the focus. The file comes last, so a refused file's request still carries what was typed before it. */
const FIELD_ORDER = ["name", "category", "tags", "description", "bgColor", "file"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDesigner(context, request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { designer } = await requireDesigner(context, request);
  // The body is read here, once, within the upload's limit: a file over it comes back as this form with its message.
  const result = await submitLogoRequest(context.db, context.env, () => rasterOf(context.resvgWasm), designer, request);
  if (!result.ok) return data({ errors: result.errors as Record<string, string>, values: result.values }, { status: result.status });
  throw redirect("/designer?notice=submitted", { status: 303 });
}

export default function SubmitLogo() {
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.errors ?? {};
  const values: SubmissionValues = answer?.values ?? {};
  const firstInvalid = FIELD_ORDER.find((key) => errors[key]);
  const invalid = (key: string) => (errors[key] ? true : undefined);
  // Without JavaScript the page comes back with `autofocus` on the first field in error; with it, the form stays and the focus moves there.
  useEffect(() => {
    if (!firstInvalid) return;
    const control = document.getElementById(firstInvalid);
    control?.focus();
    control?.scrollIntoView({ block: "center" });
  }, [answer, firstInvalid]);
  const focus = (key: string) => (key === firstInvalid ? true : undefined);
  return (
    <DesignerPage title="Submit a logo" lead="Every logo is reviewed before it goes on sale. Read the designer handbook for what we accept.">
      <p>
        <Link to="/designer" className="font-medium text-indigo-700 underline">
          ← Your designer area
        </Link>
      </p>
      {Object.keys(errors).length > 0 ? <Notice kind="error">The logo was not submitted: correct what is marked below and send it again.</Notice> : null}
      <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-5" noValidate>
        <Field id="name" label="Logo name" hint={`Up to ${LIMITS.name} characters, e.g. "Copper Fox".`} error={errors.name}>
          <input id="name" name="name" required maxLength={LIMITS.name} defaultValue={values.name} autoFocus={focus("name")} className={fieldClass} aria-invalid={invalid("name")} aria-describedby={describedBy("name", true, errors.name)} />
        </Field>
        <Field id="category" label="Category" error={errors.category}>
          <select id="category" name="category" required defaultValue={values.category ?? ""} autoFocus={focus("category")} className={fieldClass} aria-invalid={invalid("category")} aria-describedby={describedBy("category", false, errors.category)}>
            <option value="" disabled>
              Choose a category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field id="tags" label="Tags" hint={`1 to ${LIMITS.tags} words buyers might search for, separated by commas.`} error={errors.tags}>
          <input id="tags" name="tags" required defaultValue={values.tags} autoFocus={focus("tags")} className={fieldClass} aria-invalid={invalid("tags")} aria-describedby={describedBy("tags", true, errors.tags)} />
        </Field>
        <Field id="description" label="Description" hint={`10 to ${LIMITS.description} characters: what the logo shows and whom it suits.`} error={errors.description}>
          <textarea id="description" name="description" rows={3} required maxLength={LIMITS.description} defaultValue={values.description} autoFocus={focus("description")} className={fieldClass} aria-invalid={invalid("description")} aria-describedby={describedBy("description", true, errors.description)} />
        </Field>
        <Field id="bgColor" label="Preview background" hint="The colour the catalogue shows your logo on." error={errors.bgColor}>
          <select id="bgColor" name="bgColor" defaultValue={values.bgColor ?? "bg-white"} autoFocus={focus("bgColor")} className={fieldClass} aria-invalid={invalid("bgColor")} aria-describedby={describedBy("bgColor", true, errors.bgColor)}>
            {BACKGROUND_CHOICES.map((choice) => (
              <option key={choice.className} value={choice.className}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="file" label="Logo file" hint={UPLOAD_HINT} error={errors.file}>
          <input id="file" name="file" type="file" required accept=".svg,image/svg+xml,.png,image/png" autoFocus={focus("file")} className="mt-1 block w-full text-gray-900" aria-invalid={invalid("file")} aria-describedby={describedBy("file", true, errors.file)} />
        </Field>
        <button type="submit" className={buttonClass("primary")}>
          Submit for review
        </button>
      </Form>
    </DesignerPage>
  );
}
