import { StackedFrame } from "../stacked-table";

const HEADER = "whitespace-nowrap border-b-2 border-slate-300 px-3 py-2";

type Row = { key: string; cells: React.ReactNode[] };
type Props = { id: string; caption: string; columns: string[]; rows: Row[]; empty: string };

/**
 * The deliveries as a table from the large breakpoint up, and below it as stacked cards — one
 * per delivery: its title (the first cell), then each value beside its column's name, but the
 * last, under its name beside the action (the last cell) — so a phone never scrolls sideways. The
 * table's roles are set explicitly, since rows and cells shown as blocks lose them in some
 * browsers; the column headers stay for screen readers (only hidden from sight when narrow), so
 * the names repeated in the cards are hidden from them.
 */
export function DeliveryTable({ id, caption, columns, rows, empty }: Props) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  const last = columns.length - 1;
  return (
    <StackedFrame id={id} caption={caption} columns={columns} headerClassName={HEADER}>
      {rows.map((row) => (
        <tr
          key={row.key}
          role="row"
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 border-b border-slate-200 p-3 last:border-0 lg:table-row lg:p-0"
        >
          {row.cells.map((cell, index) =>
            index === 0 ? (
              <th key={index} role="rowheader" scope="row" className="col-span-2 min-w-0 font-medium lg:px-3 lg:py-2">
                {cell}
              </th>
            ) : index === last ? (
              // The card's action ends the card's last line, beside the value before it.
              <td key={index} role="cell" className="self-end lg:table-cell lg:px-3 lg:py-2">
                {cell}
              </td>
            ) : (
              <td
                key={index}
                role="cell"
                className={`min-w-0 lg:table-cell lg:px-3 lg:py-2 ${index === last - 1 ? "flex flex-col" : "col-span-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2"}`}
              >
                <span aria-hidden="true" className="font-medium text-slate-700 lg:hidden">
                  {columns[index]}
                </span>
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </StackedFrame>
  );
}
