type Cell = string | number | null | undefined;

const show = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === "number" && Number.isNaN(cell)) ? "–" : String(cell);

/** A GitHub-flavoured markdown table; numeric-looking columns are right-aligned. */
export function markdownTable(headers: string[], rows: Cell[][]): string {
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === "number" || row[column] == null),
  );
  const lines = [
    `| ${headers.join(" | ")} |`,
    `|${numeric.map((isNumber) => (isNumber ? "---:" : "---")).join("|")}|`,
    ...rows.map((row) => `| ${headers.map((_, column) => show(row[column]).replace(/\|/g, "\\|")).join(" | ")} |`),
  ];
  return lines.join("\n");
}
