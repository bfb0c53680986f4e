import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { personJson } from "@/lib/api/serializers/person";
import { withOperator } from "@/lib/api/with-operator";
import { isSandbox } from "@/lib/env";
import { getPerson } from "@/lib/services/support/get-person";

// One person's page, as HR's viewer reads it (masked), with the employer it belongs to.
const handleGET = withOperator<{ employeeId: string }>(async ({ ctx, params }) =>
  json(personJson(await getPerson({ ctx, employeeId: params.employeeId }), { sandbox: isSandbox() })),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
