/** Dates and times as a buyer's pages write them, in UTC so the server's render and the browser's agree. */

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date as people read it ("Nov 25, 2026"), in UTC so the server's and the browser's render agree. */
export function formatDate(iso: string | null | undefined): string {
  return valid(iso)?.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }) ?? "N/A";
}

/**
 * A moment as a buyer's pages say it ("Dec 7, 2026, 11:47 PM UTC"): one format for every
 * date with a time on a page, in UTC so the server's render and the browser's agree.
 */
export function formatDateTime(iso: string | null | undefined): string | null {
  const date = valid(iso);
  return date ? `${date.toLocaleString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })} UTC` : null;
}

/** A day written out ("December 7, 2026"), in UTC: an order's and a receipt's date. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? date.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" }) : "N/A";
}
