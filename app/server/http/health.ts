/**
 * GET /healthz: 200 when D1, R2 and the logo agent all answer, 503 when any does not, so an
 * uptime check needs only the status code (the checks: app/server/health.server.ts).
 */
import type { Context } from "hono";
import { checkHealth, type HealthEnv } from "#app/server/health.server.ts";

/** The Hono handler (app.ts mounts it at /healthz). */
export async function healthz(c: Context<{ Bindings: HealthEnv }>): Promise<Response> {
  const health = await checkHealth(c.env);
  return c.json({ status: health.ok ? "ok" : "failing", checks: health.checks }, health.ok ? 200 : 503, { "Cache-Control": "no-store" });
}
