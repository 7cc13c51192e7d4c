/**
 * The operator role as SQL, for `npm run operator` (scripts/operator.ts runs it through
 * `wrangler d1 execute`, locally or remotely) and for the tests, which run the very same
 * statements. Plain TypeScript without imports, so Node runs it directly. The address is
 * checked before it is quoted: nothing else from the command line reaches the SQL.
 */

export type RoleChange = "grant" | "revoke";

const EMAIL = /^[^\s@'"\\;]+@[^\s@'"\\;]+\.[^\s@'"\\;]+$/;

/** The address as the users table keeps it (lower-cased), or null when it is not one. */
export function operatorEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * Grants or revokes the role and records it in the console's activity, both only when an
 * account uses the address; the last statement answers the account's role after the
 * change (no row: no such account).
 */
export function roleChangeStatements(change: RoleChange, email: string, now = Date.now()): string[] {
  const address = operatorEmail(email);
  if (!address) throw new Error(`Not an email address: ${email}`);
  const role = change === "grant" ? "operator" : "customer";
  const detail = change === "grant" ? `Made ${address} an operator: the console opens for this account.` : `${address} is no longer an operator: the console answers 404 to this account.`;
  return [
    `INSERT INTO admin_audit (at, actor_user_id, actor, action, target, detail) SELECT ${now}, NULL, 'command line', 'operator.${change}', '${address}', '${detail}' WHERE EXISTS (SELECT 1 FROM users WHERE email = '${address}' AND role <> '${role}');`,
    `UPDATE users SET role = '${role}' WHERE email = '${address}';`,
    `SELECT email, role FROM users WHERE email = '${address}';`,
  ];
}

export const LIST_OPERATORS = "SELECT email, display_name FROM users WHERE role = 'operator' ORDER BY email;";
