import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { rotateApiClientSecret } from "@/lib/services/api-clients/rotate-api-client-secret";
import type { IssuedSecret } from "@/lib/schemas/responses/admin-api-clients";

const handlePOST = withAdmin<{ clientId: string }>(async ({ ctx, params }) =>
  json((await rotateApiClientSecret({ ctx, clientId: params.clientId })) satisfies IssuedSecret),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
