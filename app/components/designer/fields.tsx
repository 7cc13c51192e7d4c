import type { ReactNode } from "react";

export const fieldClass = "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600";

/** A labelled form field with its hint and its error, tied to the control for screen readers. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a field's control: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function DesignerPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-gray-900 [overflow-wrap:anywhere]">{title}</h1>
      {lead ? <div className="mt-2 text-lg text-gray-700">{lead}</div> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}
