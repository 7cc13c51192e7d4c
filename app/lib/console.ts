/**
 * What every page of the operators' console shares: its headers (never cached, never
 * indexed), its titles, and how states are named.
 */
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { NOINDEX, pageMeta } from "./meta.ts";

/** Console pages hold buyers' addresses and payouts: no cache anywhere keeps them. */
export function consoleHeaders() {
  return { "Cache-Control": "private, no-store" };
}

export function consoleMeta(title: string): MetaDescriptor[] {
  return [...pageMeta(`${title} · Console`, "The operators' console."), NOINDEX];
}

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Awaiting payment",
  fulfilling: "Paid, delivering",
  completed: "Paid",
  refunding: "Refunding",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
  parked: "Needs attention",
};

/** The route id of the console's layout, whose loader gives every page the operator and the form token. */
export const CONSOLE_ROUTE_ID = "routes/admin";

export interface ConsoleRootData {
  operator: { email: string; displayName: string | null };
  formToken: string;
}

/** "Nov 26, 2026, 14:05 UTC": console times are UTC, like the ledger's months. */
export function formatDateTime(iso: string): string {
  return `${new Date(iso).toLocaleString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} UTC`;
}

/** An order as the console's lists show it (the overview's latest orders, the Orders page). */
export interface OrderListRow {
  id: string;
  status: string;
  totalCents: number;
  currency: string;
  provider: string;
  /** The receipt address; null while a guest's checkout has not asked for one. */
  contactEmail: string | null;
  /** The signed-in buyer's account address, where the order has one. */
  accountEmail: string | null;
  items: number;
  createdAt: string;
  /** Why it is parked, or what went wrong the last time it was worked on; null when nothing did. */
  attention: string | null;
}

/** Work after payment that failed every try, as the console lists it (components/admin/dead-order-work.tsx). */
export interface DeadOrderWorkView {
  id: string;
  orderId: string;
  purchaseId: string | null;
  deadAt: string;
}
