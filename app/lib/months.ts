/** Statement months, "YYYY-MM" in UTC: how the ledger, the statements and the payouts name them. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === "string" && MONTH.test(value);
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
}

export function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return monthOf(new Date(Date.UTC(year!, number!, 1)));
}

/** Every month from `first` to `last`, newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 600; month = nextMonth(month)) months.unshift(month);
  return months;
}
