import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { agreementPreviewJson } from "@/lib/api/serializers/program-agreement";
import { withOperator } from "@/lib/api/with-operator";
import { publishAgreementVersionSchema } from "@/lib/schemas/operator-agreements";
import { previewAgreementVersion } from "@/lib/services/agreements/preview-agreement-version";

// What publishing this version would do, without doing it: the texts, their changes, whom the notice reaches.
const handlePOST = withOperator<{ agreementId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, publishAgreementVersionSchema);
  return json(agreementPreviewJson(await previewAgreementVersion({ ctx, agreementId: params.agreementId, input })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
