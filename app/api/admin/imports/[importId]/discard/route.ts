import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeImport } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { discardImport } from "@/lib/services/admin/discard-import";

// A held full file, discarded by an HR admin: nothing of it is applied.
const handlePOST = withAdmin<{ importId: string }>(async ({ ctx, params }) =>
  json(serializeImport(await discardImport({ ctx, importId: params.importId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
