import type { ReactNode } from "react";

type Row = { key: string; cells: ReactNode[] };
type Props = {
  id: string;
  caption: string;
  /** Shown above the table (the caption stays for screen readers). */
  visibleCaption?: boolean;
  columns: string[];
  rows: Row[];
  /** The last column holds the row's actions: on a card they end it, without a name beside them. */
  actions?: boolean;
};

const HEADER = "border-b-2 border-slate-300 px-3 py-2 align-bottom";

/**
 * Rows as a table from the large breakpoint up and, below it, as stacked cards: the first cell is
 * the card's title, each other value sits beside its column's name, so a phone never scrolls
 * sideways. The table's roles are set explicitly (rows and cells shown as blocks lose them in some
 * browsers); the column headers stay for screen readers, so the names repeated in the cards are
 * hidden from them. The webhooks' delivery log is drawn the same way.
 */
export function StackedTable({ id, caption, visibleCaption = false, columns, rows, actions = false }: Props) {
  const last = columns.length - 1;
  return (
    <StackedFrame id={id} caption={caption} visibleCaption={visibleCaption} columns={columns} headerClassName={HEADER}>
      {rows.map((row) => (
        <tr
          key={row.key}
          role="row"
          className="flex flex-col gap-2 border-b border-slate-200 p-3 last:border-0 lg:table-row lg:p-0"
        >
          {row.cells.map((cell, index) =>
            index === 0 ? (
              <th
                key={index}
                role="rowheader"
                scope="row"
                className="min-w-0 text-left font-medium lg:px-3 lg:py-2 lg:align-top"
              >
                {cell}
              </th>
            ) : actions && index === last ? (
              <td key={index} role="cell" className="min-w-0 lg:table-cell lg:px-3 lg:py-2 lg:align-top">
                {cell}
              </td>
            ) : (
              <td
                key={index}
                role="cell"
                className="grid min-w-0 grid-cols-[7rem_minmax(0,1fr)] gap-2 lg:table-cell lg:px-3 lg:py-2 lg:align-top"
              >
                <span aria-hidden="true" className="font-medium text-slate-700 lg:hidden">
                  {columns[index]}
                </span>
                <span className="min-w-0 break-words">{cell}</span>
              </td>
            ),
          )}
        </tr>
      ))}
    </StackedFrame>
  );
}

type FrameProps = {
  id: string;
  caption: string;
  visibleCaption?: boolean;
  columns: string[];
  /** The column headers' look. */
  headerClassName: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * What every stacked table shares: a labelled region, the caption, the column headers (only for
 * screen readers below the large breakpoint) and a body that is a block until it is a table.
 */
export function StackedFrame({ id, caption, visibleCaption = false, columns, headerClassName, children }: FrameProps) {
  return (
    <div role="region" aria-labelledby={`${id}-caption`} className="rounded-md border border-slate-300 bg-white">
      <table role="table" className="w-full border-collapse text-left text-sm">
        <caption
          id={`${id}-caption`}
          className={visibleCaption ? "px-3 pt-3 text-left font-semibold text-slate-900" : "sr-only"}
        >
          {caption}
        </caption>
        <thead className="sr-only lg:not-sr-only lg:table-header-group">
          <tr role="row">
            {columns.map((column, index) => (
              <th key={index} role="columnheader" scope="col" className={headerClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block lg:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}
