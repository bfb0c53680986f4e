import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programAgreementJson } from "@/lib/api/serializers/program-agreement";
import { withOperator } from "@/lib/api/with-operator";
import { getProgramAgreement } from "@/lib/services/agreements/get-program-agreement";

// One document: every version, with the texts people were (or will be) shown. Versions are never changed.
const handleGET = withOperator<{ agreementId: string }>(async ({ ctx, params }) =>
  json(programAgreementJson(await getProgramAgreement({ ctx, agreementId: params.agreementId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
