/** Shared by the console's tests: operators made the way `npm run operator` makes them, and console pages read and posted like a browser. */
import { env, SELF } from "cloudflare:test";
import { roleChangeStatements } from "#app/server/admin/operator-role.ts";
import { signUp } from "./account-helpers.ts";

export const SITE = "http://localhost";

/** Runs the operator script's own statements against the test database. */
export async function changeRole(change: "grant" | "revoke", email: string): Promise<void> {
  await env.DB.batch(roleChangeStatements(change, email).map((statement) => env.DB.prepare(statement)));
}

/** A signed-up account made an operator; its session cookie. */
export async function newOperator(name = "operator"): Promise<{ email: string; cookie: string }> {
  const account = await signUp({ email: `${name}.${crypto.randomUUID().slice(0, 8)}@example.com` });
  await changeRole("grant", account.email);
  return account;
}

export function getPage(path: string, cookie = "") {
  return SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

/** The form token a console page put in its forms, read from the page as a browser has it. */
export async function formTokenOf(path: string, cookie: string): Promise<string> {
  const html = await (await getPage(path, cookie)).text();
  const token = /name="csrf" value="([0-9a-f]{64})"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

/** A form post from the site's own page (a browser sends the page's origin on every post). */
export function postForm(path: string, fields: Record<string, string>, cookie: string, headers: Record<string, string> = { Origin: SITE }) {
  return SELF.fetch(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Posts a console form with the token of the page it is on (or of `tokenFrom`: the token is the session's), as the console's own form does. */
export async function consolePost(path: string, fields: Record<string, string>, cookie: string, tokenFrom = path) {
  return postForm(path, { ...fields, csrf: await formTokenOf(tokenFrom, cookie) }, cookie);
}
