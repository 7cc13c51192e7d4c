/**
 * A D1 handle that counts its queries and the time spent waiting on them, for the
 * Server-Timing header (app/server/http/server-timing.ts). It wraps what drizzle calls
 * (`prepare`, `batch`) and passes everything through unchanged.
 */
export interface D1Meter {
  /** Statements sent (a batch counts each of its statements). */
  readonly queries: number;
  /** Milliseconds during which at least one query was in flight (parallel queries overlap). */
  readonly milliseconds: number;
}

type D1Client = Pick<D1Database, "prepare" | "batch">;

/** How a proxied statement gives back its own: D1's batch accepts D1's statements only. */
const UNWRAPPED = Symbol("unwrapped statement");

export function meterD1<T extends D1Client>(client: T): { client: T; meter: D1Meter } {
  let queries = 0;
  let waited = 0;
  let inFlight = 0;
  let since = 0;
  async function timed<R>(count: number, run: () => Promise<R>): Promise<R> {
    queries += count;
    if (inFlight++ === 0) since = performance.now();
    try {
      return await run();
    } finally {
      if (--inFlight === 0) waited += performance.now() - since;
    }
  }
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, property) {
        if (property === UNWRAPPED) return target;
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "first" || property === "run" || property === "all" || property === "raw") {
          const method = (target[property] as (...args: unknown[]) => Promise<unknown>).bind(target);
          return (...args: unknown[]) => timed(1, () => method(...args));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const metered = new Proxy(client, {
    get(target, property) {
      if (property === "prepare") return (query: string) => statement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => timed(statements.length, () => target.batch(statements.map(unwrap)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    client: metered,
    meter: {
      get queries() {
        return queries;
      },
      get milliseconds() {
        return waited;
      },
    },
  };
}

function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as unknown as Record<symbol, D1PreparedStatement>)[UNWRAPPED] ?? statement;
}
