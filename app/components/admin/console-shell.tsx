import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

const SECTIONS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/designers", label: "Designers", end: false },
  { to: "/admin/submissions", label: "Submissions", end: false },
  { to: "/admin/payouts", label: "Payouts", end: false },
  { to: "/admin/gallery", label: "Gallery", end: false },
  { to: "/admin/activity", label: "Activity", end: false },
] as const;

/** The console's frame: its sections beside the page on a desktop, above it on a phone. */
export function ConsoleShell({ operator, children }: { operator: { email: string; displayName: string | null }; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:py-8">
      <div className="lg:w-52 lg:shrink-0">
        <nav aria-label="Console" className="lg:sticky lg:top-24">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">Operators&apos; console</p>
          <ul className="mt-2 flex flex-wrap gap-1 lg:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-indigo-50 text-indigo-800" : "text-gray-800 hover:bg-gray-100"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-3 hidden text-sm text-gray-700 [overflow-wrap:anywhere] lg:block">Signed in as {operator.displayName ?? operator.email}</p>
        </nav>
      </div>
      <div className="mt-4 min-w-0 flex-1 lg:mt-0">{children}</div>
    </div>
  );
}
