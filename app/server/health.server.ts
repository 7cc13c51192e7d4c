/**
 * Whether the parts the site needs answer — D1, R2 and the logo agent — each asked once
 * with a time limit: for GET /healthz (app/server/http/health.ts) and the console's first
 * page. The answer names the parts and their times, never a setting, a secret, an error's
 * text or anyone's data (the log has the errors).
 */
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";

export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

export interface HealthEnv extends AgentEnv {
  DB: D1Database;
  LOGO_FILES: R2Bucket;
}

export interface PartHealth {
  ok: boolean;
  ms: number;
  /** Why it is not ok, in a few fixed words. */
  problem?: "timed out" | "failed" | "answered with an error";
}

export interface Health {
  ok: boolean;
  checks: { d1: PartHealth; r2: PartHealth; agent: PartHealth };
}

const CHECKS = {
  d1: async (env: HealthEnv) => {
    await env.DB.prepare("SELECT 1").first();
    return true;
  },
  r2: async (env: HealthEnv) => {
    // A key that never exists: R2 answers null, which is an answer.
    await env.LOGO_FILES.head("healthz/probe");
    return true;
  },
  agent: async (env: HealthEnv, signal: AbortSignal) => (await agentFetch(env, "/healthz", { signal })).ok,
} satisfies Record<string, (env: HealthEnv, signal: AbortSignal) => Promise<boolean>>;

export async function checkHealth(env: HealthEnv): Promise<Health> {
  const entries = await Promise.all(
    (Object.keys(CHECKS) as (keyof typeof CHECKS)[]).map(async (name) => [name, await timed(name, (signal) => CHECKS[name](env, signal))] as const),
  );
  const checks = Object.fromEntries(entries) as Health["checks"];
  return { ok: Object.values(checks).every((check) => check.ok), checks };
}

async function timed(name: string, check: (signal: AbortSignal) => Promise<boolean>): Promise<PartHealth> {
  const started = Date.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timed out");
    }, HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([check(controller.signal), timeout]);
    const ms = Date.now() - started;
    if (outcome === "timed out") return { ok: false, ms, problem: "timed out" };
    return outcome ? { ok: true, ms } : { ok: false, ms, problem: "answered with an error" };
  } catch (error) {
    console.error(JSON.stringify({ message: "health check failed", part: name, error: error instanceof Error ? error.message : String(error) }));
    return { ok: false, ms: Date.now() - started, problem: "failed" };
  } finally {
    clearTimeout(timer);
  }
}
