type Row = { key: string; cells: React.ReactNode[] };
type Props = { id: string; caption: string; columns: string[]; rows: Row[]; empty: string };

/**
 * A small read-only table: the first cell of each row heads it. Wide content scrolls inside a
 * labelled, focusable region on a narrow screen.
 */
export function SimpleTable({ id, caption, columns, rows, empty }: Props) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border border-slate-300 bg-white"
    >
      <table className="min-w-full border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b-2 border-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200 last:border-0">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
