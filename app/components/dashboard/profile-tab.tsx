import { Form, useFetcher } from "@remix-run/react";
import { INPUT_CLASS } from "#app/components/forms/field.tsx";
import { DISPLAY_NAME_MAX, PASSWORD_MIN } from "#app/forms/auth-copy.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { DashboardProfile } from "#app/lib/dashboard.ts";

interface ProfileTabProps {
  profile: DashboardProfile;
  totalLogos: number;
  purchases: number;
}

/**
 * Profile (accounts spec, section 2): display name and email, Total Logos, Purchases,
 * Member Since, Sign Out; beyond the spec, what the privacy policy promises: change the
 * password, download my data, delete my account; and the way to the account settings
 * (how the account signs in: linking Google happens there only).
 */
export function ProfileTab({ profile, totalLogos, purchases }: ProfileTabProps) {
  return (
    <section aria-labelledby="profile-title" className="space-y-8">
      <h2 id="profile-title" className="text-xl font-semibold text-gray-900">
        Profile
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">Display Name</dt>
          <dd className="mt-1 font-semibold text-gray-900">{profile.displayName ?? "Not set"}</dd>
        </div>
        <div className="rounded-xl border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">Email</dt>
          <dd className="mt-1 break-all font-semibold text-gray-900">{profile.email}</dd>
        </div>
      </dl>
      <dl className="grid grid-cols-3 gap-4 text-center">
        <Stat label="Total Logos" value={String(totalLogos)} />
        <Stat label="Purchases" value={String(purchases)} />
        <Stat label="Member Since" value={formatDate(profile.memberSince)} />
      </dl>

      <ActionForm intent="profile" title="Change display name" submit="Save Name">
        <label htmlFor="profile-display-name" className="block text-sm font-semibold text-gray-900">
          Display Name
        </label>
        <input id="profile-display-name" name="displayName" defaultValue={profile.displayName ?? ""} required maxLength={DISPLAY_NAME_MAX} autoComplete="name" className={INPUT_CLASS} />
      </ActionForm>

      <ActionForm intent="password" title={profile.hasPassword ? "Change password" : "Set a password"} submit={profile.hasPassword ? "Change Password" : "Set Password"}>
        {profile.hasPassword ? (
          <>
            <label htmlFor="current-password" className="block text-sm font-semibold text-gray-900">
              Current Password
            </label>
            <input id="current-password" name="currentPassword" type="password" required autoComplete="current-password" className={INPUT_CLASS} />
          </>
        ) : null}
        <label htmlFor="changed-password" className="mt-3 block text-sm font-semibold text-gray-900">
          New Password
        </label>
        <input id="changed-password" name="password" type="password" required minLength={PASSWORD_MIN} autoComplete="new-password" className={INPUT_CLASS} />
      </ActionForm>

      <div className="rounded-2xl border border-gray-200 p-5">
        <h3 className="font-semibold text-gray-900">How you sign in</h3>
        <p className="mt-1 text-sm text-gray-700">Link or unlink your Google account, or see which ways into this account you have.</p>
        <a href="/settings" className="mt-3 inline-block rounded-lg border border-gray-400 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50">
          Account Settings
        </a>
      </div>

      <div className="rounded-2xl border border-gray-200 p-5">
        <h3 className="font-semibold text-gray-900">Your data</h3>
        <p className="mt-1 text-sm text-gray-700">Everything your account holds: profile, logos and purchases, as a JSON file.</p>
        <a href="/account/data.json" download className="mt-3 inline-block rounded-lg border border-gray-400 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50">
          Download my data
        </a>
      </div>

      <Form method="post" action="/logout">
        <button type="submit" className="rounded-lg bg-gray-900 px-5 py-2.5 font-semibold text-white hover:bg-gray-800">
          Sign Out
        </button>
      </Form>

      <ActionForm intent="delete-account" title="Delete my account" submit="Delete Account" danger>
        <p className="text-sm text-gray-800">
          Deletes your account and every logo in it, with their files. Purchases stay on record for accounting, without your account. This cannot be undone.
        </p>
        <label htmlFor="confirm-email" className="mt-3 block text-sm font-semibold text-gray-900">
          Type your email address to confirm
        </label>
        <input id="confirm-email" name="confirmEmail" type="email" required autoComplete="off" className={INPUT_CLASS} />
      </ActionForm>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-gray-900">{value}</dd>
    </div>
  );
}

/** One account form; its error or note shows beneath it (JavaScript or not: the page's action data renders the same). */
function ActionForm({ intent, title, submit, danger, children }: { intent: string; title: string; submit: string; danger?: boolean; children: React.ReactNode }) {
  const fetcher = useFetcher<{ error?: string; notice?: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/dashboard?tab=profile" className={`rounded-2xl border p-5 ${danger ? "border-red-300" : "border-gray-200"}`}>
      <h3 className={`font-semibold ${danger ? "text-red-800" : "text-gray-900"}`}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <div className="mt-3">{children}</div>
      {fetcher.data?.error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {fetcher.data.error}
        </p>
      ) : null}
      {fetcher.data?.notice ? (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800">
          {fetcher.data.notice}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className={`mt-4 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${danger ? "bg-red-700 hover:bg-red-800" : "bg-indigo-600 hover:bg-indigo-700"}`}
      >
        {busy ? "Loading..." : submit}
      </button>
    </fetcher.Form>
  );
}
