/**
 * What a settled order's last move left to do: its logos' kept pages dropped (a sale or a
 * refund changed what they show), a refunded order's files deleted, and the mail its buyer
 * is owed. Whoever made the move does it at once; the move left the order due for the job
 * a step's grace later, so a Worker cut off before the end has it done then. Each part may
 * run twice; the order is marked followed up only when all of it is done.
 */
import type { PurgeContext } from "#app/server/cache/purge.server.ts";
import { purgeLogoPages } from "#app/server/cache/purge.server.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import { deleteOrderFiles, type FilesEnv } from "#app/server/orders/files.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { markFollowedUp, targetsOf } from "#app/server/orders/order-moves.server.ts";
import { SETTLED } from "#app/server/orders/order-states.ts";
import { step, type Faults } from "#app/server/orders/order-steps.ts";
import { sendDueMail, type MailOutcome } from "./order-mail.server.ts";

/** What the steps of an order need: the database, files, pages, the mail, and (in tests) the faults. */
export type OrderDeps = PurgeContext & {
  env: FilesEnv & ZonePurgeEnv & { SUPPORT_EMAIL?: string };
  mailer: Mailer;
  faults?: Faults;
};

/**
 * Does what the order's last move left to do. A mail that failed stays due, and the job
 * sends it later. Answers how the buyer's mail went now, null when none was due.
 */
export async function followUp(deps: OrderDeps, orderId: string): Promise<MailOutcome | null> {
  const found = await getOrder(deps.db, orderId);
  if (!found || !SETTLED.includes(found.order.status)) return null;
  const { order } = found;
  await step(deps.faults, "pages.purge", () => purgeLogoPages(deps, targetsOf(found)));
  if (order.status === "refunded") {
    // With the refund the rights go, and the files with them.
    await step(deps.faults, "files.delete", () => Promise.all(found.items.map((item) => deleteOrderFiles(deps.env, order.id, item.purchaseId))));
  }
  const mail = await sendDueMail(deps, found);
  if (mail === "failed") return mail;
  await step(deps.faults, "order.followed-up", () => markFollowedUp(deps.db, order.id, order.status));
  return mail;
}
