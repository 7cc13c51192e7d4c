import { Form, Link, useNavigation } from "@remix-run/react";

export interface NewsletterLinkPageProps {
  title: string;
  /** The link still names a subscription (else it was used, replaced or never existed). */
  live: boolean;
  /** What was done once the button was pressed; null before. */
  done: string | null;
  intro: string;
  button: string;
  deadLink: string;
}

/**
 * The pages a newsletter mail links to. Opening the link changes nothing (mail scanners
 * open links too); the person presses the button, which posts the form, with or without
 * JavaScript.
 */
export function NewsletterLinkPage({ title, live, done, intro, button, deadLink }: NewsletterLinkPageProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {done ? (
          <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800">
            {done}
          </p>
        ) : live ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-gray-800">{intro}</p>
            <button type="submit" disabled={busy} className="w-full rounded-lg bg-indigo-600 px-4 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-70">
              {button}
            </button>
          </Form>
        ) : (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {deadLink}
          </p>
        )}
        <Link to="/blog" className="mt-6 inline-block font-semibold text-indigo-700 underline">
          Back to the blog
        </Link>
      </div>
    </div>
  );
}
