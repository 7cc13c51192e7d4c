import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CONSOLE_ROUTE_ID, ORDER_STATUS_LABELS, type ConsoleRootData } from "#app/lib/console.ts";
import { formatCents } from "#app/lib/money.ts";

/** The token every console form sends back (app/server/admin/operators.server.ts). */
export function FormToken() {
  const token = useRouteLoaderData<ConsoleRootData>(CONSOLE_ROUTE_ID)?.formToken ?? "";
  return <input type="hidden" name="csrf" value={token} />;
}

export function ConsolePageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-gray-900 [overflow-wrap:anywhere]">{title}</h1>
        {children ? <div className="mt-1 text-gray-700">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Notice({ kind, children }: { kind: "success" | "error" | "warning"; children: ReactNode }) {
  const styles = {
    success: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`mt-4 rounded-lg border px-4 py-3 ${styles}`}>
      {children}
    </div>
  );
}

const STATUS_STYLES: Record<string, string> = {
  completed: "bg-green-100 text-green-900",
  fulfilling: "bg-green-100 text-green-900",
  refunding: "bg-red-100 text-red-900",
  refunded: "bg-red-100 text-red-900",
  pending: "bg-amber-100 text-amber-900",
  parked: "bg-red-600 text-white",
  cancelled: "bg-gray-200 text-gray-800",
  expired: "bg-gray-200 text-gray-800",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? "bg-gray-200 text-gray-800"}`}>{ORDER_STATUS_LABELS[status] ?? status}</span>;
}

export function Pill({ tone, children }: { tone: "good" | "bad" | "neutral" | "warn"; children: ReactNode }) {
  const styles = { good: "bg-green-100 text-green-900", bad: "bg-red-100 text-red-900", neutral: "bg-gray-200 text-gray-800", warn: "bg-amber-100 text-amber-900" }[tone];
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles}`}>{children}</span>;
}

/** Signed amounts read as money: "−$3.00" for a debit. */
export function Cents({ cents, signed = false }: { cents: number; signed?: boolean }) {
  const text = cents < 0 ? `−${formatCents(-cents)}` : `${signed && cents > 0 ? "+" : ""}${formatCents(cents)}`;
  return <span className="tabular-nums">{text}</span>;
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A figure on the overview: a label, a value, and where to look closer. */
export function Figure({ label, value, to, hint }: { label: string; value: ReactNode; to?: string; hint?: ReactNode }) {
  const body = (
    <>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-gray-700">{hint}</dd> : null}
    </>
  );
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      {to ? (
        <Link to={to} className="block rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl>{body}</dl>
      )}
    </div>
  );
}

export const primaryButton = "inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60";
export const secondaryButton = "inline-flex items-center justify-center rounded-lg border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50";
export const dangerButton = "inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";
export const inputClass = "w-full rounded-lg border border-gray-400 px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600";
