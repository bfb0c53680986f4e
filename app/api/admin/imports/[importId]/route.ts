import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { getImportOrThrow, serializeImport } from "@/lib/services/admin/import-queries";

const handleGET = withAdmin<{ importId: string }>(async ({ ctx, params }) =>
  json(serializeImport(await getImportOrThrow(ctx.db, { employerId: ctx.employerId, importId: params.importId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
