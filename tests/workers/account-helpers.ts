/** Shared by the account tests: people who sign up, sign in and carry their cookies like a browser. */
import { env, SELF } from "cloudflare:test";

let people = 0;

export function uniqueEmail(name = "person"): string {
  return `${name}.${Date.now()}.${people++}@example.com`;
}

export function post(path: string, fields: Record<string, string>, cookie = "", headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, ...headers },
    redirect: "manual",
  });
}

export function get(path: string, cookie = "") {
  return SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

/** `name=value` of every Set-Cookie of a response, as a browser would keep them. */
export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const separator = pair!.indexOf("=");
    jar[pair!.slice(0, separator)] = pair!.slice(separator + 1);
  }
  return jar;
}

export function sessionCookieOf(response: Response): string {
  const token = cookiesOf(response).session;
  if (!token) throw new Error(`no session cookie (status ${response.status})`);
  return `session=${token}`;
}

export const PASSWORD = "correct horse battery";

/** Signs up through the /signup form; returns the session cookie (and the address used). */
export async function signUp(fields: { email?: string; password?: string; displayName?: string } = {}, cookie = "") {
  const email = fields.email ?? uniqueEmail();
  const response = await post("/signup", { email, password: fields.password ?? PASSWORD, displayName: fields.displayName ?? "" }, cookie);
  if (response.status !== 303) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, cookie: sessionCookieOf(response) };
}

export async function signIn(email: string, password = PASSWORD, cookie = "", ip = "192.0.2.1") {
  return post("/login", { email, password }, cookie, { "CF-Connecting-IP": ip });
}

export async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email.toLowerCase()).first<Record<string, unknown>>();
}

export async function sessionCount(userId: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
}
