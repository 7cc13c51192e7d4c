import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { REQUEST_ID_ELEMENT, useRequestId } from "#app/lib/request-id.ts";

/** The root's error page (app/root.tsx renders it as an island): not found, a refusal in words, or our fault with the request id to quote. */
export default function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refusal that says why in words (a console form that expired) shows those words.
  const refusal = isRouteErrorResponse(error) && error.status < 500 && !notFound && typeof error.data === "string" ? error.data : null;
  const requestId = useRequestId();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-700">
        {notFound
          ? "The page you asked for does not exist."
          : (refusal ?? "Please try again in a moment. If it keeps happening, contact support.")}
      </p>
      {!notFound && !refusal && requestId ? (
        <p className="mt-4 text-gray-700">
          Quote this reference so we can find what happened: <code id={REQUEST_ID_ELEMENT} className="rounded bg-gray-100 px-2 py-1 font-mono text-gray-900">{requestId}</code>
        </p>
      ) : null}
      <a href="/" className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white">
        Go to Homepage
      </a>
    </div>
  );
}
