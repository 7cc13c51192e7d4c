import { Link, type FormProps } from "@remix-run/react";
import { useState, type ComponentType } from "react";
import { INPUT_CLASS } from "#app/components/forms/field.tsx";
import type { AuthTab } from "#app/forms/auth-copy.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export const AUTH_TAB_PATHS: Record<AuthTab, string> = { signin: "/login", signup: "/signup", reset: "/reset-password" };
const TITLES: Record<AuthTab, string> = { signin: "Sign In", signup: "Create Account", reset: "Reset Password" };
const SUBMIT_LABELS: Record<AuthTab, string> = { signin: "Sign In", signup: "Sign Up", reset: "Send Reset Email" };

type FormLike = ComponentType<FormProps>;

export interface AuthFormProps {
  tab: AuthTab;
  /** Remix's Form on the pages, a fetcher's Form in the dialog. */
  FormElement: FormLike;
  busy: boolean;
  error?: string | null;
  message?: string | null;
  redirectTo: string;
  googleSignIn: boolean;
  /** In the dialog, the tab links switch locally; on the pages they are links. */
  onSwitchTab?: (tab: AuthTab) => void;
  idPrefix: string;
  titleId?: string;
  /** h1 on the pages, h2 in the dialog. */
  headingLevel?: "h1" | "h2";
}

/**
 * The sign-in dialog's content (accounts spec, section 2): email, password (not on reset),
 * display name (signup), show/hide password, 'Continue with Google' on signin and signup
 * (where Google sign-in is configured), the tab links, errors in a red box and the reset
 * message. The same markup is the /login, /signup and /reset-password pages, which work
 * without JavaScript.
 */
export function AuthForm(props: AuthFormProps) {
  const { tab, FormElement, busy, error, message, idPrefix } = props;
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const Heading = props.headingLevel ?? "h2";
  return (
    <div>
      <Heading id={props.titleId} className="text-2xl font-bold text-gray-900">
        {TITLES[tab]}
      </Heading>
      {error ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </div>
      ) : null}
      {message ? (
        <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
          {message}
        </div>
      ) : null}
      <FormElement method="post" action={AUTH_TAB_PATHS[tab]} className="mt-4 space-y-3">
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        {tab === "signup" ? (
          <div>
            <label htmlFor={id("display-name")} className="block text-sm font-semibold text-gray-900">
              Display Name <span className="font-normal text-gray-700">(optional)</span>
            </label>
            <input id={id("display-name")} name="displayName" type="text" autoComplete="name" maxLength={60} className={INPUT_CLASS} />
          </div>
        ) : null}
        <div>
          <label htmlFor={id("email")} className="block text-sm font-semibold text-gray-900">
            Email
          </label>
          <input id={id("email")} name="email" type="email" required autoComplete="email" className={INPUT_CLASS} />
        </div>
        {tab !== "reset" ? (
          <div>
            <label htmlFor={id("password")} className="block text-sm font-semibold text-gray-900">
              Password
            </label>
            <div className="relative">
              <input
                id={id("password")}
                name="password"
                type={showPassword ? "text" : "password"}
                required
                autoComplete={tab === "signup" ? "new-password" : "current-password"}
                className={`${INPUT_CLASS} pr-20`}
              />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-pressed={showPassword}
                  aria-controls={id("password")}
                  className="absolute inset-y-0 right-1 my-1 rounded-md px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
                >
                  {showPassword ? "Hide" : "Show"}
                  <span className="sr-only"> password</span>
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-indigo-600 px-4 py-3 font-semibold text-white hover:bg-indigo-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? "Loading..." : SUBMIT_LABELS[tab]}
        </button>
      </FormElement>
      {/* Only where Google sign-in is configured: a button that cannot work is not offered. */}
      {tab !== "reset" && props.googleSignIn ? <GoogleButton busy={busy} redirectTo={props.redirectTo} /> : null}
      <TabLinks tab={tab} onSwitchTab={props.onSwitchTab} />
    </div>
  );
}

function GoogleButton({ busy, redirectTo }: { busy: boolean; redirectTo: string }) {
  const className = "flex w-full items-center justify-center gap-2 rounded-lg border border-gray-400 bg-white px-4 py-3 font-semibold text-gray-900";
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.2V7.2H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.2L5.8 10c.9-2.7 3.3-4.6 6.2-4.6Z" />
    </svg>
  );
  return (
    <div className="mt-3">
      <div className="my-3 flex items-center gap-3 text-sm text-gray-700" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-300" /> or <span className="h-px flex-1 bg-gray-300" />
      </div>
      {/* A plain GET form: a full page load to the provider, with or without JavaScript. */}
      <form method="get" action="/auth/google">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" disabled={busy} className={`${className} hover:bg-gray-50`}>
          {icon}
          Continue with Google
        </button>
      </form>
    </div>
  );
}

function TabLinks({ tab, onSwitchTab }: { tab: AuthTab; onSwitchTab?: (tab: AuthTab) => void }) {
  const link = (to: AuthTab, text: string) =>
    onSwitchTab ? (
      <button type="button" onClick={() => onSwitchTab(to)} className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
        {text}
      </button>
    ) : (
      <Link to={AUTH_TAB_PATHS[to]} className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
        {text}
      </Link>
    );
  return (
    <div className="mt-4 space-y-2 text-center text-sm text-gray-800">
      {tab === "signin" ? (
        <>
          <p>{link("reset", "Forgot your password?")}</p>
          <p>
            Don&apos;t have an account? {link("signup", "Sign up")}
          </p>
        </>
      ) : (
        <p>
          {tab === "signup" ? "Already have an account?" : "Remember your password?"} {link("signin", "Sign in")}
        </p>
      )}
    </div>
  );
}
