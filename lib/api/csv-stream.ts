import { stringify } from "csv-stringify";

/**
 * A CSV download streamed as its rows are read: a header line, then one line per row. Cells
 * starting with = + - @ are prefixed by csv-stringify's escape_formulas (no spreadsheet injection).
 * A failure after the first bytes ends the stream with an error (the download is visibly broken,
 * never silently short); decide and refuse before calling this.
 */
export function streamCsv<T>({
  rows,
  columns,
  record,
  fileName,
}: {
  rows: AsyncIterable<T>;
  columns: readonly string[];
  record: (row: T) => unknown[] | Record<string, unknown>;
  fileName: string;
}): Response {
  const csv = stringify({
    header: true,
    escape_formulas: true,
    columns: columns.map((header, index) => ({ key: String(index), header })),
  });
  void (async () => {
    try {
      for await (const row of rows) csv.write(record(row));
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      csv.on("data", (chunk: Buffer | string) =>
        controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk)),
      );
      csv.on("end", () => controller.close());
      csv.on("error", (error) => controller.error(error));
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
