import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeApiClient } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { createApiClientSchema } from "@/lib/schemas/admin";
import { createEmployerApiClient } from "@/lib/services/api-clients/create-employer-api-client";
import { listEmployerApiClients } from "@/lib/services/api-clients/list-employer-api-clients";

const handleGET = withAdmin(async ({ ctx }) =>
  json({ data: (await listEmployerApiClients({ ctx })).map((c) => serializeApiClient(c)) }),
);

// The secret is in this answer only: it is stored hashed.
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const { name } = parseBody(body, createApiClientSchema);
  const { client, clientSecret } = await createEmployerApiClient({ ctx, name });
  return json(serializeApiClient(client, clientSecret), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
