import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { newsletterSchema } from "#app/forms/newsletter-form.ts";
import { INPUT_CLASS } from "./field.tsx";

/**
 * The blog's newsletter sign-up. It posts to the blog page's action with or without
 * JavaScript; with it, the address is checked before anything is sent.
 */
export function NewsletterForm({ lastResult, message }: { lastResult?: SubmissionResult<string[]>; message?: string }) {
  const [form, fields] = useForm({
    id: "newsletter-form",
    lastResult,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} aria-labelledby="newsletter-heading">
      <label htmlFor={fields.email.id} className="block text-sm font-semibold text-gray-900">
        Email address
      </label>
      <input
        {...getInputProps(fields.email, { type: "email" })}
        autoComplete="email"
        placeholder="you@example.com"
        className={INPUT_CLASS}
      />
      <p id={fields.email.errorId} className="mt-1 text-sm text-red-700">
        {fields.email.errors?.[0]}
      </p>
      <button type="submit" className="mt-2 w-full rounded-lg bg-indigo-600 px-4 py-2.5 font-semibold text-white hover:bg-indigo-700">
        Subscribe
      </button>
      <p role="status" className="mt-2 text-sm text-green-800">
        {message}
      </p>
    </Form>
  );
}
