import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programAgreementJson } from "@/lib/api/serializers/program-agreement";
import { withOperator } from "@/lib/api/with-operator";
import { publishAgreementVersionSchema } from "@/lib/schemas/operator-agreements";
import { publishProgramAgreementVersion } from "@/lib/services/agreements/publish-program-agreement-version";

// A new version of a document, from its effective time; `notified` says how many people the notice goes to.
const handlePOST = withOperator<{ agreementId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, publishAgreementVersionSchema);
  const published = await publishProgramAgreementVersion({ ctx, agreementId: params.agreementId, input });
  return json({ ...programAgreementJson(published), notified: published.notified }, { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
