import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "inverse";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-700",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
  // On the indigo call-to-action bands.
  inverse: "bg-white text-indigo-700 hover:bg-indigo-50",
};

/** The look every call-to-action shares, for links and buttons alike. */
export function buttonClass(variant: ButtonVariant = "primary") {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold ${VARIANTS[variant]}`;
}

/** A call-to-action that navigates: client-side for app paths, a plain anchor for mailto: and other sites. */
export function ButtonLink({
  to,
  variant = "primary",
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; children: ReactNode } & Omit<ComponentProps<"a">, "href" | "className">) {
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={buttonClass(variant)} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={buttonClass(variant)} {...rest}>
      {children}
    </a>
  );
}
