import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programEmployerJson, programEmployerRowJson } from "@/lib/api/serializers/program-employer";
import { withOperator } from "@/lib/api/with-operator";
import { createEmployerSchema } from "@/lib/schemas/operator";
import { createProgramEmployer } from "@/lib/services/program/create-program-employer";
import { listProgramEmployers } from "@/lib/services/program/list-program-employers";

// The program's employers: every one, and a new one (its names, language, repayment, payroll
// schedules and HR contact). A write: the operator's role must allow it, with a fresh factor.
const handleGET = withOperator(async ({ ctx }) =>
  json({ data: (await listProgramEmployers({ ctx })).map(programEmployerRowJson) }),
);

const handlePOST = withOperator(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createEmployerSchema);
  return json(programEmployerJson(await createProgramEmployer({ ctx, input })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
