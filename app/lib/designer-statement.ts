/**
 * A designer's statement for a month, as the server works it out
 * (app/server/designers/designers.server.ts) and the ledger shows it to the designer and to
 * an operator (app/components/admin/designer-ledger.tsx): one shape for both.
 */
export interface StatementLine {
  at: string;
  kind: "sale" | "refund";
  amountCents: number;
  orderId: string;
  purchaseId: string;
  /** What was sold, as the order names it. */
  itemName: string;
  /** The designer's logo it is, or is a variation of. */
  sourceLogoId: number;
  sourceLogoName: string;
  variation: boolean;
}

export interface Statement {
  month: string;
  label: string;
  broughtForwardCents: number;
  lines: StatementLine[];
  creditsCents: number;
  debitsCents: number;
  paidCents: number;
  carriedForwardCents: number;
  /** Months with anything on them, newest first, for the month picker. */
  months: string[];
}
