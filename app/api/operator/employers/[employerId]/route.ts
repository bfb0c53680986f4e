import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programEmployerJson } from "@/lib/api/serializers/program-employer";
import { withOperator } from "@/lib/api/with-operator";
import { updateEmployerSchema } from "@/lib/schemas/operator";
import { getProgramEmployer } from "@/lib/services/program/get-program-employer";
import { updateProgramEmployer } from "@/lib/services/program/update-program-employer";

// One employer: read it, or change its names, language, repayment, HR contact and schedules.
const handleGET = withOperator<{ employerId: string }>(async ({ ctx, params }) =>
  json(programEmployerJson(await getProgramEmployer({ ctx, employerId: params.employerId }))),
);

const handlePATCH = withOperator<{ employerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, updateEmployerSchema);
  return json(programEmployerJson(await updateProgramEmployer({ ctx, employerId: params.employerId, input })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });
