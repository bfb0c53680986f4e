import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeApiClient } from "@/lib/api/serializers/api-client";
import { withPartner } from "@/lib/api/with-partner";
import { getCallingClient } from "@/lib/services/api-clients/partner-client-version";

// The API client the request authenticated as: its name and pinned API version.
const handleGET = withPartner(async ({ ctx }) => json(serializeApiClient(await getCallingClient({ ctx }))));

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
