import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programEmployerJson } from "@/lib/api/serializers/program-employer";
import { withOperator } from "@/lib/api/with-operator";
import { offboardEmployerSchema } from "@/lib/schemas/operator";
import { offboardEmployer } from "@/lib/services/program/offboard-employer";

// Starts offboarding at the end of the contract: suspended for good, then the worker erases its people and shuts its doors.
const handlePOST = withOperator<{ employerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, offboardEmployerSchema);
  return json(programEmployerJson(await offboardEmployer({ ctx, employerId: params.employerId, input })), {
    status: 202,
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
