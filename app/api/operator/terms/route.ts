import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programTermsJson } from "@/lib/api/serializers/program-terms";
import { withOperator } from "@/lib/api/with-operator";
import { publishTermsSchema } from "@/lib/schemas/operator";
import { listProgramTerms } from "@/lib/services/program/list-program-terms";
import { publishProgramTerms } from "@/lib/services/program/publish-program-terms";

// The program's credit terms: every version (the program's and employers' overrides), and a new
// version of the program's, from its effective time.
const handleGET = withOperator(async ({ ctx }) =>
  json({ data: (await listProgramTerms({ ctx })).map(programTermsJson) }),
);

const handlePOST = withOperator(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, publishTermsSchema);
  return json(programTermsJson(await publishProgramTerms({ ctx, employerId: null, input })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
