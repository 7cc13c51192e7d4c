import type { ReactNode } from "react";

export const INPUT_CLASS =
  "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-600 focus:border-indigo-600 aria-[invalid=true]:border-red-700";

/** A labelled control with its error right beneath it (the control points at the error by aria-describedby). */
export function Field({
  label,
  htmlFor,
  errorId,
  errors,
  children,
}: {
  label: string;
  htmlFor: string;
  errorId: string;
  errors: string[] | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {errors?.[0]}
      </p>
    </div>
  );
}
