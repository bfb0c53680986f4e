import { stringify } from "csv-stringify/sync";

import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { getImportOrThrow } from "@/lib/services/imports/get-import-or-throw";
import { listImportErrors } from "@/lib/services/imports/list-import-errors";

// The report of rejected rows: line, the row's Employee ID (to find the person), column, code and
// reason — never the rejected value. The headers are the SFTP acknowledgement's.
const handleGET = withAdmin<{ importId: string }>(async ({ ctx, params }) => {
  const found = await getImportOrThrow({ ctx, importId: params.importId });
  const chunks: string[] = [stringify([["Line", "Employee ID", "Column", "Code", "Reason"]])];
  for (let offset = 0; ; offset += 5000) {
    const rows = await listImportErrors({ ctx, importId: found.id, offset, limit: 5000 });
    chunks.push(
      stringify(
        rows.map((row) => [row.line, row.externalId ?? "", row.column, row.code, row.message]),
        { escape_formulas: true },
      ),
    );
    if (rows.length < 5000) break;
  }
  return new Response(chunks.join(""), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${found.id}-rejected-rows.csv"`,
      "cache-control": "no-store",
    },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
