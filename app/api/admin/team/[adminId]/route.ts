import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { changeRoleSchema } from "@/lib/schemas/admin";
import { changeTeammateRole } from "@/lib/services/team/change-teammate-role";
import { removeTeammate } from "@/lib/services/team/remove-teammate";

type Params = { adminId: string };

// A teammate's role (step-up first), or their removal. An employer always keeps an active owner.
const handlePATCH = withAdmin<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { role } = parseBody(body, changeRoleSchema);
  const person = await changeTeammateRole({ ctx, adminId: params.adminId, role });
  return json({ id: person.id, role: person.role });
});

const handleDELETE = withAdmin<Params>(async ({ ctx, params }) => {
  await removeTeammate({ ctx, adminId: params.adminId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ PATCH: handlePATCH, DELETE: handleDELETE });
