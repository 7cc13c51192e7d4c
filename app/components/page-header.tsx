import type { ReactNode } from "react";

/** The heading block every page opens with. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 pt-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-3xl text-lg text-gray-700">{children}</div> : null}
    </div>
  );
}
