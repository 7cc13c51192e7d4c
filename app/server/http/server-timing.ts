/**
 * Server-Timing on every answer of the app Worker: D1's time and query count (from the
 * request's metered handle, database.ts), the page's render and where it came from
 * (pages.ts), and the total. The outermost middleware, so it sees the answer last.
 *
 * Workers' clocks move only while the Worker waits on I/O (a defence against timing
 * attacks), so in production "render" is the time spent waiting inside the render (its
 * loaders' queries), not its CPU time; locally both count.
 */
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "./env.ts";

export const serverTiming: MiddlewareHandler<AppBindings> = async (c, next) => {
  const started = performance.now();
  const entries: string[] = [];
  c.set("timings", {
    add(name, milliseconds, description) {
      const parts = [name];
      if (milliseconds !== null) parts.push(`dur=${milliseconds.toFixed(1)}`);
      if (description) parts.push(`desc="${description.replace(/["\\]/g, "")}"`);
      entries.push(parts.join(";"));
    },
  });
  await next();
  const d1 = c.get("d1");
  const header = [
    `d1;dur=${(d1?.milliseconds ?? 0).toFixed(1)};desc="${d1?.queries ?? 0} ${d1?.queries === 1 ? "query" : "queries"}"`,
    ...entries,
    `total;dur=${(performance.now() - started).toFixed(1)}`,
  ].join(", ");
  try {
    c.res.headers.set("Server-Timing", header);
  } catch {
    // Headers of a response fetched from elsewhere (a Durable Object's stream) are immutable.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Server-Timing", header);
  }
};
