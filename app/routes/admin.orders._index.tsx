import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { orderColumns } from "#app/components/admin/order-columns.tsx";
import { DeadOrderWork } from "#app/components/admin/dead-order-work.tsx";
import { ConsolePageHeader, Notice, OrderStatusBadge, inputClass, primaryButton, secondaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, ORDER_STATUS_LABELS } from "#app/lib/console.ts";
import { operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { listOrders, orderFilters } from "#app/server/admin/orders.server.ts";
import { deadOrderWorkViews, resendOrderWork } from "#app/server/admin/order-work-console.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Orders");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const filters = orderFilters(new URL(request.url).searchParams);
  return { filters, deadWork: await deadOrderWorkViews(context.db), ...(await listOrders(context.db, filters)) };
}

/** 'Send again' on work that failed after payment: back on the queue, on record. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  if (form.get("intent") !== "resend-work") return data({ error: "Nothing to do: the form did not say what to do." }, { status: 400 });
  const result = await resendOrderWork(context, operator, String(form.get("id") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  throw redirect("/admin/orders?notice=resent", { status: 303 });
}

function pageHref(filters: { q: string; status: string | null }, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

/** Orders, newest first; the search is a GET form, so it works without JavaScript and can be shared. */
export default function ConsoleOrders() {
  const { filters, rows, hasMore, deadWork } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const searching = Boolean(filters.q || filters.status);
  return (
    <>
      <ConsolePageHeader title="Orders">Find an order by the buyer&apos;s receipt address, its number (the last 8 characters are enough) or a payment id.</ConsolePageHeader>
      {params.get("notice") === "resent" ? <Notice kind="success">Sent again: the brand kit is being made.</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}
      <DeadOrderWork rows={deadWork} />
      <Form method="get" role="search" aria-label="Orders" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="order-search" className="block text-sm font-medium text-gray-900">
            Receipt address or order number
          </label>
          <input id="order-search" name="q" type="search" defaultValue={filters.q} placeholder="ana@example.com or 1a2b3c4d" className={`mt-1 ${inputClass}`} />
        </div>
        <div>
          <label htmlFor="order-status" className="block text-sm font-medium text-gray-900">
            Status
          </label>
          <select id="order-status" name="status" defaultValue={filters.status ?? ""} className={`mt-1 ${inputClass} sm:w-48`}>
            <option value="">Any status</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={primaryButton}>
            Search
          </button>
          {searching ? (
            <Link to="/admin/orders" className={secondaryButton}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <ConsoleTable
        className="mt-6"
        label="Orders found"
        caption={searching ? "Orders matching the search, newest first" : "All orders, newest first"}
        rows={rows}
        rowKey={(order) => order.id}
        empty={{ text: searching ? "No order matches this search." : "No orders yet.", framed: true }}
        pager={{
          label: "Pages of orders",
          newer: filters.page > 1 ? { to: pageHref(filters, filters.page - 1), text: "Newer orders" } : null,
          older: hasMore ? { to: pageHref(filters, filters.page + 1), text: "Older orders" } : null,
        }}
        aside={(order) => <OrderStatusBadge status={order.status} />}
        columns={orderColumns("full")}
      />
    </>
  );
}
