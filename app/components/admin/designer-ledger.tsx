import { Link } from "@remix-run/react";
import { ConsoleTable, type ConsoleColumn } from "#app/components/admin/console-table.tsx";
import { Cents, Panel, Pill } from "#app/components/admin/ui.tsx";
import { formatDateTime } from "#app/lib/console.ts";
import type { Statement, StatementLine } from "#app/lib/designer-statement.ts";
import { monthLabel } from "#app/lib/months.ts";

interface LedgerPayout {
  month: string;
  label: string;
  amountCents: number;
  payoutEmail: string;
  paidAt: string;
}

/**
 * Who reads the ledger: an operator on the designer's console page, or the designer in
 * their own area. The designer sees no buyer's order and no name a buyer gave a variation.
 */
type Reader = "operator" | "designer";

const WORDS = {
  operator: { title: (label: string) => `Statement for ${label}`, credits: "Sales", entries: (label: string) => `Entries of ${label}`, payouts: "Payouts", noPayouts: "Nothing paid out yet." },
  designer: {
    title: (label: string) => `Sales and earnings, ${label}`,
    credits: "Earned",
    entries: (label: string) => `Sales of ${label}`,
    payouts: "Payouts received",
    noPayouts: "Nothing paid out yet. Earnings are paid through PayPal early each month for everything due through the month before.",
  },
} as const;

function columnsFor(reader: Reader): ConsoleColumn<StatementLine>[] {
  const entry = (line: StatementLine) => (line.kind === "sale" ? <Pill tone="good">Sale</Pill> : <Pill tone="bad">Refund</Pill>);
  return [
    { header: "When", cell: (line) => formatDateTime(line.at), card: null },
    {
      header: "Entry",
      cell: entry,
      card: (line) => (
        <>
          {entry(line)} <span className="text-gray-700">{formatDateTime(line.at)}</span>
        </>
      ),
    },
    {
      header: "What sold",
      title: true,
      cell: (line) =>
        reader === "operator" ? (line.variation ? `${line.itemName}, an AI variation of ${line.sourceLogoName}` : line.sourceLogoName) : line.variation ? `An AI variation of ${line.sourceLogoName}` : line.sourceLogoName,
    },
    ...(reader === "operator"
      ? [
          {
            header: "Order",
            cell: (line: StatementLine) => (
              <Link to={`/admin/orders/${line.orderId}`} className="font-mono text-indigo-700 underline">
                #{line.orderId.slice(-8)}
              </Link>
            ),
          },
        ]
      : []),
    { header: "Amount", cell: (line) => <Cents cents={line.amountCents} signed />, card: null },
  ];
}

/** A designer's month (the month picker, its figures, its entries) and the payouts they were sent. */
export function DesignerLedger({ reader, statement, payouts }: { reader: Reader; statement: Statement; payouts: LedgerPayout[] }) {
  const words = WORDS[reader];
  const figures: { label: string; cents: number; signed?: boolean; testId?: string }[] = [
    { label: "Brought forward", cents: statement.broughtForwardCents },
    // The designer reads what they earned; an operator reads the month's sales as a credit.
    reader === "operator" ? { label: words.credits, cents: statement.creditsCents, signed: true } : { label: words.credits, cents: statement.creditsCents, testId: "earned" },
    { label: "Refunds", cents: statement.debitsCents },
    { label: "Paid out", cents: -statement.paidCents },
    { label: "Carried forward", cents: statement.carriedForwardCents },
  ];
  return (
    <>
      <Panel title={words.title(statement.label)}>
        <nav aria-label="Statement months" className="mb-4 flex flex-wrap gap-2">
          {statement.months.map((month) => (
            <Link
              key={month}
              to={`?month=${month}`}
              aria-current={month === statement.month ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${month === statement.month ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-800" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
            >
              {monthLabel(month)}
            </Link>
          ))}
        </nav>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-gray-700">{figure.label}</dt>
              <dd className="font-semibold text-gray-900" data-testid={figure.testId}>
                <Cents cents={figure.cents} signed={figure.signed} />
              </dd>
            </div>
          ))}
        </dl>
        <ConsoleTable
          className="mt-4"
          label={words.entries(statement.label)}
          rows={statement.lines}
          rowKey={(line) => `${line.orderId}-${line.purchaseId}-${line.kind}`}
          empty={{ text: `No sales or refunds in ${statement.label}.` }}
          aside={(line) => <Cents cents={line.amountCents} signed />}
          columns={columnsFor(reader)}
        />
        {reader === "designer" ? (
          <p className="mt-4 text-sm">
            <a href={`/designer/statement.csv?month=${statement.month}`} className="font-medium text-indigo-700 underline" download>
              Download the statement for {statement.label} (CSV)
            </a>
          </p>
        ) : null}
      </Panel>

      <Panel title={words.payouts}>
        {payouts.length === 0 ? (
          <p className="text-gray-700">{words.noPayouts}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {payouts.map((payout) => (
              <li key={payout.month} className="flex flex-wrap justify-between gap-2 py-2">
                {reader === "operator" ? (
                  <Link to={`/admin/payouts/${payout.month}`} className="font-medium text-indigo-700 underline">
                    {payout.label}
                  </Link>
                ) : (
                  <span className="font-medium text-gray-900">{payout.label}</span>
                )}
                <span className="text-gray-800 [overflow-wrap:anywhere]">
                  <Cents cents={payout.amountCents} /> to {payout.payoutEmail}, {formatDateTime(payout.paidAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
