import { z } from "zod";
import { CATEGORIES, isBackgroundClass, isCategory } from "#protocol/taxonomy.ts";
import { DESIGNER_BIO_MAX, DESIGNER_NAME_MAX, SUBMISSION_LIMITS } from "./designer-limits.ts";

/**
 * The designers' forms as schemas (zod, as every form of the site): a designer's profile
 * (Start selling, the profile page) and a submission's words. The server reads each post
 * through its schema; each field's first problem is what the form shows beside it.
 */

/** A form's text field: what was typed, or "" when the field was not sent (or sent as a file). */
const typed = z.unknown().transform((value) => (typeof value === "string" ? value : ""));
const oneLine = (value: string) => value.trim().replace(/\s+/g, " ");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAYOUT_ADDRESS_ERROR = "Enter your PayPal address as an e-mail address, like name@example.com, or leave it empty.";

/** A PayPal address as PayPal accepts one: an e-mail address, or empty for none yet. */
const payoutAddress = typed
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => !value || (value.length <= 254 && EMAIL.test(value)), PAYOUT_ADDRESS_ERROR);

const publicName = typed
  .transform(oneLine)
  .refine((name) => name.length >= 2, { error: "Enter the name buyers will see, at least 2 characters.", abort: true })
  .refine((name) => name.length <= DESIGNER_NAME_MAX, { error: `Keep your public name to ${DESIGNER_NAME_MAX} characters.`, abort: true })
  .refine((name) => /[\p{L}\p{N}]/u.test(name) && !/[<>]/.test(name), "Use letters, numbers and ordinary punctuation in your public name.");

const bio = typed
  .transform((value) => value.trim())
  .check((context) => {
    if (context.value.length > DESIGNER_BIO_MAX) context.issues.push({ code: "custom", input: context.value, message: `Keep your bio to ${DESIGNER_BIO_MAX} characters (it has ${context.value.length}).` });
  });

/** Start selling names the designer; the profile page changes the bio and the PayPal address only. */
export const designerProfileSchema = z.object({ name: publicName, bio, payoutEmail: payoutAddress });
export const designerProfileChangeSchema = z.object({ bio, payoutEmail: payoutAddress });

const { name: NAME_MAX, tags: TAGS_MAX, tag: TAG_MAX, description: DESCRIPTION_MAX } = SUBMISSION_LIMITS;

/** A submission's words; the file is checked on its own (app/server/uploads). */
export const submissionFieldsSchema = z.object({
  name: typed.transform(oneLine).refine((name) => name.length >= 2 && name.length <= NAME_MAX && !/[<>]/.test(name), `Give the logo a name of 2 to ${NAME_MAX} characters.`),
  category: typed.transform((value) => value.trim()).refine(isCategory, `Choose one of the categories: ${CATEGORIES.join(", ")}.`),
  tags: typed
    .transform((value) => [...new Set(value.split(",").map((tag) => tag.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))])
    .refine(
      (tags) => tags.length > 0 && tags.length <= TAGS_MAX && tags.every((tag) => tag.length <= TAG_MAX && /^[\p{L}\p{N} &'-]+$/u.test(tag)),
      `Enter 1 to ${TAGS_MAX} tags separated by commas, each at most ${TAG_MAX} letters, numbers or spaces.`,
    ),
  description: typed.transform(oneLine).refine((text) => text.length >= 10 && text.length <= DESCRIPTION_MAX, `Describe the logo in 10 to ${DESCRIPTION_MAX} characters.`),
  bgColor: typed.transform((value) => value.trim() || "bg-white").refine(isBackgroundClass, "Choose one of the preview backgrounds."),
});

/** Each field's first problem, by field name. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** A form's fields as the schemas read them (a field sent twice counts once: its first value). */
export function formFields(form: FormData, names: readonly string[]): Record<string, FormDataEntryValue | null> {
  return Object.fromEntries(names.map((name) => [name, form.get(name)]));
}
