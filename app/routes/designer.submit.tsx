import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { buttonClass } from "#app/components/content/button.tsx";
import { describedBy, DesignerPage, Field, fieldClass } from "#app/components/designer/fields.tsx";
import { Notice } from "#app/components/admin/ui.tsx";
import { SUBMISSION_LIMITS as LIMITS } from "#app/forms/designer-limits.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { BACKGROUND_CHOICES, CATEGORIES } from "#protocol/taxonomy.ts";
import { requireDesigner } from "#app/server/designers/designer-accounts.server.ts";
import { rasterOf } from "#app/server/designers/raster.server.ts";
import { submitLogo } from "#app/server/designers/submissions.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Submit a logo", "Upload a logo for review: SVG preferred, or PNG of at least 1000 x 1000 px with a transparent background."), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDesigner(context, request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { designer } = await requireDesigner(context, request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ errors: { file: "The upload could not be read. Choose the file again and send the form." } as Record<string, string> }, { status: 400 });
  }
  const result = await submitLogo(context.db, context.env, await rasterOf(context.resvgWasm), designer, form);
  if (!result.ok) return data({ errors: result.errors as Record<string, string> }, { status: result.status });
  throw redirect("/designer?notice=submitted", { status: 303 });
}

export default function SubmitLogo() {
  const errors = useActionData<typeof action>()?.errors ?? {};
  const invalid = (key: string) => (errors[key] ? true : undefined);
  return (
    <DesignerPage title="Submit a logo" lead="Every logo is reviewed before it goes on sale. Read the designer handbook for what we accept.">
      <p>
        <Link to="/designer" className="font-medium text-indigo-700 underline">
          ← Your designer area
        </Link>
      </p>
      {Object.keys(errors).length > 0 ? <Notice kind="error">The logo was not submitted: correct what is marked below and send it again.</Notice> : null}
      <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-5" noValidate>
        <Field id="file" label="Logo file" hint="SVG preferred: plain paths and shapes, text converted to outlines, no scripts, styles or linked images, at most 512 KB. Or PNG of at least 1000 x 1000 px with a transparent background, at most 1 MB." error={errors.file}>
          <input id="file" name="file" type="file" required accept=".svg,image/svg+xml,.png,image/png" className="mt-1 block w-full text-gray-900" aria-invalid={invalid("file")} aria-describedby={describedBy("file", true, errors.file)} />
        </Field>
        <Field id="name" label="Logo name" hint={`Up to ${LIMITS.name} characters, e.g. "Copper Fox".`} error={errors.name}>
          <input id="name" name="name" required maxLength={LIMITS.name} className={fieldClass} aria-invalid={invalid("name")} aria-describedby={describedBy("name", true, errors.name)} />
        </Field>
        <Field id="category" label="Category" error={errors.category}>
          <select id="category" name="category" required defaultValue="" className={fieldClass} aria-invalid={invalid("category")} aria-describedby={describedBy("category", false, errors.category)}>
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
          <input id="tags" name="tags" required className={fieldClass} aria-invalid={invalid("tags")} aria-describedby={describedBy("tags", true, errors.tags)} />
        </Field>
        <Field id="description" label="Description" hint={`10 to ${LIMITS.description} characters: what the logo shows and whom it suits.`} error={errors.description}>
          <textarea id="description" name="description" rows={3} required maxLength={LIMITS.description} className={fieldClass} aria-invalid={invalid("description")} aria-describedby={describedBy("description", true, errors.description)} />
        </Field>
        <Field id="bgColor" label="Preview background" hint="The colour the catalogue shows your logo on." error={errors.bgColor}>
          <select id="bgColor" name="bgColor" defaultValue="bg-white" className={fieldClass} aria-invalid={invalid("bgColor")} aria-describedby={describedBy("bgColor", true, errors.bgColor)}>
            {BACKGROUND_CHOICES.map((choice) => (
              <option key={choice.className} value={choice.className}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={buttonClass("primary")}>
          Submit for review
        </button>
      </Form>
    </DesignerPage>
  );
}
