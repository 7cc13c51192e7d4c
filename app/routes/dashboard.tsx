import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MyLogosTab } from "#app/components/dashboard/my-logos-tab.tsx";
import { ProfileTab } from "#app/components/dashboard/profile-tab.tsx";
import { PurchasesTab } from "#app/components/dashboard/purchases-tab.tsx";
import { requestSignIn } from "#app/lib/app-events.ts";
import { DASHBOARD_TABS, type DashboardTab } from "#app/lib/dashboard.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { DASHBOARD_ERRORS, runDashboardAction } from "#app/server/dashboard/account-actions.server.ts";
import { loadDashboard } from "#app/server/dashboard/dashboard.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Dashboard", "Your logos, purchases and profile."), NOINDEX];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await userOfRequest(context.db, request);
  if (!user) return { signedIn: false as const };
  try {
    return { signedIn: true as const, ...(await loadDashboard(context.db, user)) };
  } catch (error) {
    console.error("Dashboard: could not load", error);
    return { signedIn: true as const, loadError: DASHBOARD_ERRORS.load, logos: [], purchases: [], profile: null };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await runDashboardAction(context, request, await userOfRequest(context.db, request));
  if (result.ok && result.redirectTo) throw redirect(result.redirectTo, { status: 303, headers: result.headers });
  if (result.ok) return data({ notice: result.notice, error: null as string | null }, { headers: result.headers });
  return data({ notice: null as string | null, error: result.error }, { status: result.status, headers: result.headers });
}

const TAB_LABELS: Record<DashboardTab, string> = { logos: "My Logos", purchases: "Purchases", profile: "Profile" };

function tabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? "logos";
}

export default function DashboardPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<DashboardTab>(tabOf(params.get("tab")));
  useEffect(() => setTab(tabOf(params.get("tab"))), [params]);

  if (!loaded.signedIn) return <AccessDenied />;
  const { logos, purchases, profile } = loaded;
  const loadError = "loadError" in loaded ? loaded.loadError : null;
  const completedPurchases = purchases.filter((purchase) => purchase.completed).length;
  const counts: Record<DashboardTab, number | null> = { logos: logos.length, purchases: purchases.length, profile: null };

  // Tabs switch in place (the URL follows, so a reload or a shared link opens the same tab).
  function choose(next: DashboardTab, event: React.MouseEvent) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setTab(next);
    window.history.replaceState(window.history.state, "", `/dashboard?tab=${next}`);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 [overflow-wrap:anywhere]">{`Welcome back${profile ? `, ${profile.displayName ?? profile.email}` : ""}`}</h1>
      {loadError || result?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {loadError ?? result?.error}
        </p>
      ) : null}
      {result?.notice ? (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800">
          {result.notice}
        </p>
      ) : null}
      <nav aria-label="Dashboard" className="mt-6 border-b border-gray-200">
        <ul className="-mb-px flex gap-2 overflow-x-auto">
          {DASHBOARD_TABS.map((name) => (
            <li key={name}>
              <Link
                to={`/dashboard?tab=${name}`}
                onClick={(event) => choose(name, event)}
                aria-current={tab === name ? "page" : undefined}
                className={`inline-block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
                  tab === name ? "border-indigo-600 text-indigo-700" : "border-transparent text-gray-700 hover:text-gray-900"
                }`}
              >
                {`${TAB_LABELS[name]}${counts[name] !== null ? ` (${counts[name]})` : ""}`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {tab === "logos" ? <MyLogosTab logos={logos} confirmDeleteId={params.get("confirmDelete")} /> : null}
        {tab === "purchases" ? <PurchasesTab purchases={purchases} /> : null}
        {tab === "profile" && profile ? <ProfileTab profile={profile} totalLogos={logos.length} purchases={completedPurchases} /> : null}
      </div>
    </div>
  );
}

/** Signed out (accounts spec, section 2): 'Access Denied', and a way to sign in. */
function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Access Denied</h1>
      <p className="mt-4 text-gray-700">Please sign in to access your dashboard.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/login?redirectTo=%2Fdashboard"
          onClick={(event) => {
            event.preventDefault();
            requestSignIn("signin");
          }}
          className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700"
        >
          Sign In
        </Link>
        <Link to="/signup?redirectTo=%2Fdashboard" className="rounded-lg border border-gray-400 px-6 py-3 font-semibold text-gray-900 hover:bg-gray-50">
          Sign Up
        </Link>
      </div>
    </div>
  );
}
