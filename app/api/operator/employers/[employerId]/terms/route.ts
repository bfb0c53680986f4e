import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programTermsJson } from "@/lib/api/serializers/program-terms";
import { withOperator } from "@/lib/api/with-operator";
import { publishTermsSchema } from "@/lib/schemas/operator";
import { publishProgramTerms } from "@/lib/services/program/publish-program-terms";

// A new version of one employer's credit terms, overriding the program's from its effective time.
const handlePOST = withOperator<{ employerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, publishTermsSchema);
  const published = await publishProgramTerms({ ctx, employerId: params.employerId, input });
  return json(programTermsJson(published), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
