import { Link } from "@remix-run/react";
import type { ConsoleColumn } from "#app/components/admin/console-table.tsx";
import { Cents, OrderStatusBadge } from "#app/components/admin/ui.tsx";
import { formatDateTime, type OrderListRow } from "#app/lib/console.ts";

/**
 * The columns of a list of orders, one definition for the overview's latest orders and the
 * Orders page. "full" (the Orders page) adds how many logos and the buyer's account address
 * where it differs from the receipt's.
 */
export function orderColumns(detail: "summary" | "full"): ConsoleColumn<OrderListRow>[] {
  const full = detail === "full";
  const logos = (order: OrderListRow) => (full ? ` · ${order.items} ${order.items === 1 ? "logo" : "logos"}` : "");
  return [
    {
      header: "Order",
      title: true,
      cell: (order) => (
        <Link to={`/admin/orders/${order.id}`} className="font-mono font-medium text-indigo-700 underline">
          #{order.id.slice(-8)}
        </Link>
      ),
    },
    {
      header: "Buyer",
      cellClass: "[overflow-wrap:anywhere]",
      cell: (order) =>
        full ? (
          <>
            {order.contactEmail ?? <span className="text-gray-700">No address yet</span>}
            {order.accountEmail && order.accountEmail !== order.contactEmail ? <span className="block text-xs text-gray-700">Account: {order.accountEmail}</span> : null}
          </>
        ) : (
          (order.contactEmail ?? "No address yet")
        ),
      card: (order) => <span className="text-gray-900">{order.contactEmail ?? "No address yet"}</span>,
    },
    ...(full ? [{ header: "Logos", cell: (order: OrderListRow) => order.items, card: null }] : []),
    {
      header: "Total",
      cell: (order) => <Cents cents={order.totalCents} />,
      card: (order) => (
        <span className="text-gray-700">
          <Cents cents={order.totalCents} />
          {logos(order)} · {formatDateTime(order.createdAt)}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (order) => (
        <>
          <OrderStatusBadge status={order.status} />
          {full && order.attention ? <span className="mt-1 block max-w-xs text-xs text-gray-700 [overflow-wrap:anywhere]">{order.attention}</span> : null}
        </>
      ),
      card: null,
    },
    { header: "Opened", cell: (order) => formatDateTime(order.createdAt), card: null },
  ];
}
