import { Link } from "@remix-run/react";
import { formatDate } from "#app/lib/dates.ts";
import type { DashboardPurchase } from "#app/lib/dashboard.ts";
import { formatCents } from "#app/lib/money.ts";

/** 'Purchase History' (accounts spec, section 2): each order with its number, date, total, logos, provider and status. */
export function PurchasesTab({ purchases }: { purchases: DashboardPurchase[] }) {
  return (
    <section aria-labelledby="purchases-title">
      <h2 id="purchases-title" className="text-xl font-semibold text-gray-900">
        Purchase History
      </h2>
      {purchases.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-gray-900">No purchases yet</p>
          <p className="mt-1 text-gray-700">Your purchase history will appear here.</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {purchases.map((purchase) => (
            <li key={purchase.id}>
              <Link to={purchase.href} className="block rounded-2xl border border-gray-200 bg-white p-5 shadow-sm hover:border-indigo-300">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="font-semibold text-gray-900">{`Purchase #${purchase.number}`}</h3>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${purchase.completed ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900"}`}
                  >
                    {purchase.status}
                  </span>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-gray-800 sm:grid-cols-4">
                  <div>
                    <dt className="text-gray-700">Date</dt>
                    <dd className="font-medium">{formatDate(purchase.date)}</dd>
                  </div>
                  <div>
                    <dt className="text-gray-700">Total</dt>
                    <dd className="font-medium">
                      {formatCents(purchase.totalCents)} {purchase.currency}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-gray-700">Logos</dt>
                    <dd className="font-medium">{purchase.logoCount}</dd>
                  </div>
                  <div>
                    <dt className="text-gray-700">Paid with</dt>
                    <dd className="font-medium">{purchase.provider}</dd>
                  </div>
                </dl>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
