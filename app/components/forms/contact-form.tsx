import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { CONTACT_MESSAGE_ROWS, CONTACT_SUBJECTS, contactMailto, contactSchema } from "#app/forms/contact-form.ts";
import { buttonClass } from "#app/components/content/button.tsx";
import { openMailto } from "#app/lib/mailto.ts";
import { Field, INPUT_CLASS } from "./field.tsx";

/**
 * The support contact form (accounts spec sections 4, 5, 7). It sends nothing itself:
 * with JavaScript a valid form opens the visitor's mail program and resets; without it
 * the form posts to the page's action, which validates and redirects to the same
 * mailto: address or answers with the errors.
 */
export function ContactForm({ supportEmail, lastResult }: { supportEmail: string; lastResult?: SubmissionResult<string[]> }) {
  const [opened, setOpened] = useState(false);
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    // The placeholder option is the Subject's default: without it, a reset left the
    // select with nothing chosen, showing blank.
    defaultValue: { subject: "" },
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    onSubmit(event, { submission }) {
      if (submission?.status !== "success") return;
      event.preventDefault();
      openMailto(contactMailto(supportEmail, submission.value));
      event.currentTarget.reset();
      setOpened(true);
    },
  });

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="contact-heading" className="space-y-4" onInput={() => setOpened(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={INPUT_CLASS} />
        </Field>
        <Field label="Email" htmlFor={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={INPUT_CLASS} />
        </Field>
      </div>
      <Field label="Subject" htmlFor={fields.subject.id} errorId={fields.subject.errorId} errors={fields.subject.errors}>
        <select {...getSelectProps(fields.subject)} className={INPUT_CLASS}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Message" htmlFor={fields.message.id} errorId={fields.message.errorId} errors={fields.message.errors}>
        <textarea {...getTextareaProps(fields.message)} rows={CONTACT_MESSAGE_ROWS} className={INPUT_CLASS} />
      </Field>
      <button type="submit" className={`${buttonClass("primary")} w-full sm:w-auto`}>
        Send Message
      </button>
      <p role="status" className="text-sm text-gray-700">
        {opened
          ? `Your email program should now open with your message. If it doesn't, write to us at ${supportEmail}.`
          : null}
      </p>
    </Form>
  );
}
