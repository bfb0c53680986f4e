import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { serializeImport } from "@/lib/api/serializers/admin";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { createImportSchema } from "@/lib/schemas/admin";
import { createImport } from "@/lib/services/imports/create-import";
import { listImports } from "@/lib/services/imports/list-imports";

// Step 1: create the import (its id lets the page poll progress while step 2 uploads the file).
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createImportSchema);
  const created = await createImport({ ctx, fileName: input.fileName ?? null, mode: input.mode });
  return json(serializeImport(created), { status: 201 });
});

const handleGET = withAdmin(async ({ ctx }) => json({ data: (await listImports({ ctx })).map(serializeImport) }));

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
