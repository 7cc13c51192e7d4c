/**
 * The figures on /about, counted from the data when the page is asked for: logos for
 * sale, the designers they come from, orders delivered. A figure of nothing is left out
 * rather than shown as a boast of zero; no figure is ever claimed that is not counted.
 */
import { count, countDistinct, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { logos, orders } from "#app/server/db/schema.ts";
import { forSale } from "#app/server/catalogue/queries.server.ts";

export interface AboutFigure {
  value: string;
  label: string;
}

export async function aboutFigures(db: Database): Promise<AboutFigure[]> {
  const [[forSaleCount], [designerCount], [orderCount]] = await db.batch([
    db.select({ n: count() }).from(logos).where(forSale),
    db.select({ n: countDistinct(logos.designer) }).from(logos),
    db.select({ n: count() }).from(orders).where(eq(orders.status, "completed")),
  ]);
  const figures: [number, string, string][] = [
    [forSaleCount?.n ?? 0, "Logo for sale", "Logos for sale"],
    [designerCount?.n ?? 0, "Designer", "Designers"],
    [orderCount?.n ?? 0, "Order delivered", "Orders delivered"],
  ];
  return figures.filter(([n]) => n > 0).map(([n, one, many]) => ({ value: n.toLocaleString("en-US"), label: n === 1 ? one : many }));
}
