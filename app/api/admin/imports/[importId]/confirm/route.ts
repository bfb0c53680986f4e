import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeImport } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { confirmImport } from "@/lib/services/admin/confirm-import";

// A held full file, confirmed by an HR admin: applied now (the answer comes once it has been).
const handlePOST = withAdmin<{ importId: string }>(async ({ ctx, params }) =>
  json(serializeImport(await confirmImport({ ctx, importId: params.importId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
