import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeApiClient } from "@/lib/api/serializers/api-client";
import { withPartner } from "@/lib/api/with-partner";
import { pinApiVersionSchema } from "@/lib/schemas/api-client";
import { pinClientApiVersion } from "@/lib/services/api-clients/partner-client-version";

// Pins the calling client to another API version (docs/api.md#versions).
const handlePOST = withPartner(async ({ request, ctx, body }) => {
  assertContentType(request);
  const { apiVersion } = parseBody(body, pinApiVersionSchema);
  return json(serializeApiClient(await pinClientApiVersion({ ctx, version: apiVersion })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
