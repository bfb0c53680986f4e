import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { hrContactSchema } from "@/lib/schemas/admin";
import { getHrContact } from "@/lib/services/employers/get-hr-contact";
import { updateHrContact } from "@/lib/services/employers/update-hr-contact";

// Who the employer's people contact when only the employer can help; shown in the portal.
const handleGET = withAdmin(async ({ ctx }) => json(await getHrContact({ ctx })));

const handlePATCH = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  return json(await updateHrContact({ ctx, input: parseBody(body, hrContactSchema.partial()) }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });
