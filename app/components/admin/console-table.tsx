import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { secondaryButton } from "#app/components/admin/ui.tsx";

/** One column: its header and cell on a wide screen, and how it reads in the row's card on a phone. */
export interface ConsoleColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes the column's data cells add (wrapping, type). */
  cellClass?: string;
  /** Amounts line up on the right, header and footer included. */
  alignEnd?: boolean;
  /** This column heads the card (usually the link to the row's page). */
  title?: boolean;
  /**
   * The column's line in the card. Left unset, the line reads "Header: cell"; null leaves the
   * column out of the card (another line or the card's aside already says it).
   */
  card?: ((row: Row) => ReactNode) | null;
}

interface PageLink {
  to: string;
  text: string;
}

interface ConsoleTableProps<Row> {
  /** The region's name, the same for the table and the cards: only one of them is ever shown. */
  label: string;
  /** For screen readers, on the table. */
  caption?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: ConsoleColumn<Row>[];
  /** Beside the card's title: a status, an amount. */
  aside?: (row: Row) => ReactNode;
  /** Before the card's text: a picture of the row. */
  media?: (row: Row) => ReactNode;
  /** A last line summing the last column (the table's footer, the cards' last line). */
  total?: { label: string; value: ReactNode };
  /** What shows instead when there are no rows: a framed box on a page of its own, a plain sentence in a panel. */
  empty?: { text: ReactNode; framed?: boolean };
  /** Links to the pages before and after this one; left out when there is neither. */
  pager?: { label: string; newer?: PageLink | null; older?: PageLink | null };
  className?: string;
}

const tableClass = "w-full min-w-[36rem] border-collapse text-left text-sm";
const thClass = "border-b border-gray-200 px-3 py-2 font-semibold text-gray-700";
const tdClass = "border-b border-gray-100 px-3 py-2 align-top text-gray-900";
const cardClass = "rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm";

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * A console list: a table on a wider screen and a card per row on a phone. One or the other
 * is shown (the hidden one is out of the accessibility tree too, by `display: none`), under
 * the same region name, so a test or a screen reader finds the list by one name at any size.
 */
export function ConsoleTable<Row>({ label, caption, rows, rowKey, columns, aside, media, total, empty, pager, className }: ConsoleTableProps<Row>) {
  return (
    <div className={className}>
      {rows.length === 0 && empty ? (
        <p className={empty.framed ? "rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-700" : "text-gray-700"}>{empty.text}</p>
      ) : (
        <>
          <div role="region" aria-label={label} className="sm:hidden">
            <ul className="space-y-3">
              {rows.map((row) => (
                <li key={rowKey(row)} className={cardClass}>
                  <Card row={row} columns={columns} aside={aside} media={media} />
                </li>
              ))}
            </ul>
            {total ? (
              <p className="mt-3 flex justify-between gap-2 px-4 font-semibold text-gray-900">
                <span>{total.label}</span>
                <span>{total.value}</span>
              </p>
            ) : null}
          </div>
          <div className="hidden sm:block">
            <TableScroll label={label}>
              <table className={tableClass}>
                {caption ? <caption className="sr-only">{caption}</caption> : null}
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header} scope="col" className={classes(thClass, column.alignEnd && "text-right")}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.header} className={classes(tdClass, column.cellClass, column.alignEnd && "text-right")}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                {total ? (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={columns.length - 1} className={`${tdClass} font-semibold`}>
                        {total.label}
                      </th>
                      <td className={classes(tdClass, "font-semibold", columns.at(-1)?.alignEnd && "text-right")}>{total.value}</td>
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </TableScroll>
          </div>
        </>
      )}
      {pager && (pager.newer || pager.older) ? (
        <nav aria-label={pager.label} className="mt-4 flex justify-between gap-2">
          {pager.newer ? (
            <Link to={pager.newer.to} className={secondaryButton}>
              {pager.newer.text}
            </Link>
          ) : (
            <span />
          )}
          {pager.older ? (
            <Link to={pager.older.to} className={secondaryButton}>
              {pager.older.text}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** A row as a card: its title and aside on top, then a line for each column that reads in the card. */
function Card<Row>({ row, columns, aside, media }: { row: Row; columns: ConsoleColumn<Row>[]; aside?: (row: Row) => ReactNode; media?: (row: Row) => ReactNode }) {
  const titleColumn = columns.find((column) => column.title);
  const title = titleColumn ? (titleColumn.card ?? titleColumn.cell)(row) : null;
  const side = aside?.(row);
  const head = Boolean(titleColumn) || Boolean(side);
  const lines = columns
    .filter((column) => !column.title && column.card !== null)
    .map((column) => ({
      key: column.header,
      content: column.card ? (
        column.card(row)
      ) : (
        <>
          <span className="text-gray-700">{column.header}:</span> {column.cell(row)}
        </>
      ),
    }))
    .filter((line) => line.content !== null && line.content !== undefined && line.content !== false && line.content !== "");
  const text = (
    <>
      {head ? (
        <div className="flex items-center justify-between gap-2">
          <div className="min-w-0 font-medium text-gray-900 [overflow-wrap:anywhere]">{title}</div>
          {side ? <div className="shrink-0 font-semibold text-gray-900">{side}</div> : null}
        </div>
      ) : null}
      {lines.map((line, index) => (
        <div key={line.key} className={classes(index === 0 && head ? "mt-2" : index > 0 && "mt-1", "text-gray-800 [overflow-wrap:anywhere]")}>
          {line.content}
        </div>
      ))}
    </>
  );
  if (!media) return text;
  return (
    <div className="flex items-center gap-3">
      {media(row)}
      <div className="min-w-0 flex-1">{text}</div>
    </div>
  );
}

/** A table that scrolls sideways inside its own region rather than squeezing its columns. */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="-mx-4 overflow-x-auto px-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 sm:mx-0 sm:px-0">
      {children}
    </div>
  );
}
