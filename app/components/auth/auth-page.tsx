import { Form, useActionData, useNavigation, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import type { AuthTab } from "#app/forms/auth-copy.ts";
import { safeRedirect } from "#app/forms/auth-copy.ts";
import type { RootData } from "#app/lib/site-config.ts";
import { AuthForm } from "./auth-form.tsx";

/** /login, /signup and /reset-password: the dialog's forms as pages, for a browser without JavaScript (and for links). */
export function AuthPage({ tab, message }: { tab: AuthTab; message?: string | null }) {
  const result = useActionData<{ error?: string; message?: string | null }>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const googleSignIn = useRouteLoaderData<RootData>("root")?.account.googleSignIn ?? false;
  return (
    // Compact enough that on a laptop's screen (1366 x 768) the whole card is above the prompt bar.
    <div className="mx-auto max-w-md px-4 py-6 sm:py-8">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:px-8 sm:py-7">
        <AuthForm
          tab={tab}
          FormElement={Form}
          busy={navigation.state === "submitting"}
          error={result?.error}
          message={result?.message ?? message}
          redirectTo={safeRedirect(params.get("redirectTo"))}
          googleSignIn={googleSignIn}
          idPrefix="auth-page"
          headingLevel="h1"
        />
      </div>
    </div>
  );
}
