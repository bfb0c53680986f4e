import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programEmployerJson } from "@/lib/api/serializers/program-employer";
import { withOperator } from "@/lib/api/with-operator";
import { reactivateEmployer } from "@/lib/services/program/reactivate-employer";

// Lifts the employer's suspension.
const handlePOST = withOperator<{ employerId: string }>(async ({ ctx, params }) =>
  json(programEmployerJson(await reactivateEmployer({ ctx, employerId: params.employerId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
