import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeApiClient } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { pinApiVersionSchema } from "@/lib/schemas/api-client";
import { pinEmployerClientApiVersion } from "@/lib/services/api-clients/pin-employer-client-version";

// HR pins one of the employer's API clients to another API version (docs/admin.md, API clients).
const handlePOST = withAdmin<{ clientId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { apiVersion } = parseBody(body, pinApiVersionSchema);
  return json(
    serializeApiClient(await pinEmployerClientApiVersion({ ctx, clientId: params.clientId, version: apiVersion })),
  );
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
