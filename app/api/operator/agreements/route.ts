import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programAgreementJson } from "@/lib/api/serializers/program-agreement";
import { withOperator } from "@/lib/api/with-operator";
import { createAgreementSchema } from "@/lib/schemas/operator-agreements";
import { createProgramAgreement } from "@/lib/services/agreements/create-program-agreement";
import { listProgramAgreements } from "@/lib/services/agreements/list-program-agreements";

// The program's agreements: every document with its versions' history, and a new document with its first version.
const handleGET = withOperator(async ({ ctx }) =>
  json({
    data: (await listProgramAgreements({ ctx })).map((agreement) =>
      programAgreementJson(agreement, { withTexts: false }),
    ),
  }),
);

const handlePOST = withOperator(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createAgreementSchema);
  return json(programAgreementJson(await createProgramAgreement({ ctx, input })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
