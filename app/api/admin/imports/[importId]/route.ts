import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { serializeImport } from "@/lib/api/serializers/admin";
import { getImportOrThrow } from "@/lib/services/imports/get-import-or-throw";

const handleGET = withAdmin<{ importId: string }>(async ({ ctx, params }) =>
  json(serializeImport(await getImportOrThrow({ ctx, importId: params.importId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
