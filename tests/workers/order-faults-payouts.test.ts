/**
 * Faults in a payout (docs/order-faults.md): marking a month paid is one D1 batch (the
 * month, each designer's payout, the audit row). Made to throw, to time out after it
 * committed, or to be the last thing a Worker did, and the operator then confirming again:
 * the month is paid exactly once, with the amounts that were due, and nothing stays due.
 * The fault goes in through the D1 binding the database handle is made of, which is how
 * the payout code gets its database.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { adminAudit, designerLedger, designerPayouts, designers, payoutMonths } from "#app/server/db/schema.ts";
import { duePayouts, markMonthPaid } from "#app/server/designers/payouts.server.ts";
import type { Operator } from "#app/server/admin/operators.server.ts";
import { db } from "./checkout-helpers.ts";
import { FAULT_KINDS, InjectedFault, runUntilCut, type FaultKind } from "./order-faults-helpers.ts";

const OPERATOR: Operator = { id: "user_payout_faults", email: "payouts@example.com", displayName: null, formToken: "" };

/**
 * A D1 binding whose first batch with a statement matching `match` fails as `kind` says;
 * everything else passes through.
 */
function faultyD1(d1: D1Database, match: RegExp, kind: FaultKind) {
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  let fired = false;
  let cut: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (cut = resolve));
  const prepare = (query: string): D1PreparedStatement => {
    const statement = d1.prepare(query);
    sqlOf.set(statement, query);
    return new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => {
            const bound = target.bind(...values);
            sqlOf.set(bound, query);
            return bound;
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  const batch = async <T,>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> => {
    if (fired || !statements.some((statement) => match.test(sqlOf.get(statement) ?? ""))) return d1.batch<T>(statements);
    fired = true;
    if (kind === "throws") throw new InjectedFault("the batch failed");
    const results = await d1.batch<T>(statements);
    if (kind === "times out") throw new InjectedFault("the batch timed out after it committed");
    cut();
    return new Promise<never>(() => {});
  };
  const wrapped = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return prepare;
      if (property === "batch") return batch;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { d1: wrapped, stopped, fired: () => fired };
}

describe("marking a month paid", () => {
  it.each(FAULT_KINDS.map((kind, index) => [kind, `2020-0${index + 1}`] as const))("the batch %s: confirmed again, the month is paid once with what was due", async (kind, month) => {
    const designerId = `payout-faults-${index(kind)}`;
    await db().insert(designers).values({ id: designerId, name: `Payout Faults ${kind}`, payoutEmail: `${designerId}@example.com`, createdAt: new Date() });
    await db()
      .insert(designerLedger)
      .values([1, 2, 3].map((entry) => ({ designerId, orderId: `order_payout_faults_${kind}_${entry}`, purchaseId: `original_${entry}`, sourceLogoId: entry, kind: "sale" as const, amountCents: 300, month, createdAt: new Date(`${month}-10T12:00:00Z`) })));

    const faulty = faultyD1(env.DB, /insert into "payout_months"/, kind);
    await runUntilCut(markMonthPaid(createDb(faulty.d1), OPERATOR, month, 900).catch((error: unknown) => ({ thrown: error })), faulty.stopped);
    expect(faulty.fired()).toBe(true);

    // The operator opens the page again and confirms what it shows.
    const again = await markMonthPaid(db(), OPERATOR, month, 900);
    if (!again.ok) expect(again.error).toContain("was already marked paid");
    expect(await db().select().from(payoutMonths).where(eq(payoutMonths.month, month))).toEqual([{ month, paidAt: expect.any(Date), paidBy: OPERATOR.email, totalCents: 900 }]);
    expect(await db().select().from(designerPayouts).where(eq(designerPayouts.month, month))).toEqual([{ month, designerId, amountCents: 900, payoutEmail: `${designerId}@example.com` }]);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.target, month))).toHaveLength(1);
    expect((await duePayouts(db(), month)).filter((due) => due.designerId === designerId)).toEqual([]);
  });
});

function index(kind: FaultKind): number {
  return FAULT_KINDS.indexOf(kind);
}
