/**
 * Sign-in cost (issue 12): the latency of a sign-in through the running app, hashing
 * included (p50, p95 of 40 sequential sign-ins with the right password), the latency of
 * a wrong password for an address with an account against a sign-in for an address with
 * none (they must cost the same: the answer's timing may not tell who has an account), and the CPU time one PBKDF2-SHA256 derivation at
 * 100,000 iterations costs, to set against Workers' CPU limits per request.
 *
 *   node bench/auth.ts [--port 8832]
 *
 * The CPU figure is measured in this Node process with the same WebCrypto call the app
 * makes (workerd and Node both hash with an optimised native SHA-256), as the median of
 * 20 derivations.
 */
import { parseArgs } from "node:util";
import { percentile, startLocalApp } from "./lib/local-app.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "8832" } } });
const SIGN_INS = 40;
const UNKNOWN = 10;
const PASSWORD = "correct horse battery";

async function hashCpuMs() {
  const samples: number[] = [];
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(PASSWORD), "PBKDF2", false, ["deriveBits"]);
  for (let run = 0; run < 20; run++) {
    const before = process.cpuUsage();
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: crypto.getRandomValues(new Uint8Array(16)), iterations: 100_000 }, key, 256);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  return percentile(samples, 50);
}

const server = await startLocalApp({ port: values.port!, name: "auth" });
const app = server.url;

async function post(path: string, fields: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${app}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return { response, ms: performance.now() - started };
}

try {
  const email = `bench.${Date.now()}@example.com`;
  const signUp = await post("/signup", { email, password: PASSWORD, redirectTo: "/dashboard" });
  if (signUp.response.status !== 303) throw new Error(`sign-up answered ${signUp.response.status}`);

  const signInMs: number[] = [];
  let errors = 0;
  for (let index = 0; index < SIGN_INS; index++) {
    const { response, ms } = await post("/login", { email, password: PASSWORD, redirectTo: "/dashboard" });
    if (response.status !== 303 || !response.headers.get("set-cookie")?.includes("session=")) errors++;
    signInMs.push(ms);
  }
  // One wrong password per account (an account locks after five).
  const wrongMs: number[] = [];
  for (let index = 0; index < UNKNOWN; index++) {
    const known = `bench.known.${index}.${Date.now()}@example.com`;
    await post("/signup", { email: known, password: PASSWORD, redirectTo: "/dashboard" });
    const { response, ms } = await post("/login", { email: known, password: "not the password", redirectTo: "/dashboard" });
    if (response.status !== 401) errors++;
    wrongMs.push(ms);
  }
  const unknownMs: number[] = [];
  for (let index = 0; index < UNKNOWN; index++) {
    const { response, ms } = await post("/login", { email: `nobody.${index}.${Date.now()}@example.com`, password: PASSWORD, redirectTo: "/dashboard" });
    if (response.status !== 401) errors++;
    unknownMs.push(ms);
  }
  console.log(JSON.stringify({
    signIns: SIGN_INS,
    errors,
    signInP50Ms: Math.round(percentile(signInMs, 50)),
    signInP95Ms: Math.round(percentile(signInMs, 95)),
    wrongPasswordP50Ms: Math.round(percentile(wrongMs, 50)),
    wrongPasswordP95Ms: Math.round(percentile(wrongMs, 95)),
    unknownAddressP50Ms: Math.round(percentile(unknownMs, 50)),
    unknownAddressP95Ms: Math.round(percentile(unknownMs, 95)),
    oneHashCpuMs: Math.round((await hashCpuMs()) * 10) / 10,
    workersCpuLimitMs: { free: 10, paidDefault: 30_000 },
  }, null, 2));
} finally {
  server.stop();
}
