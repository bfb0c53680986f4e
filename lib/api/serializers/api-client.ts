import type { ApiClientRow } from "@/db/schema";
import type { ApiClientResponse } from "@/lib/schemas/responses/api-client";
import { apiVersionNamed, LATEST_API_VERSION } from "@/lib/versions";

export function serializeApiClient(row: ApiClientRow): ApiClientResponse {
  return {
    id: row.id,
    object: "api_client",
    name: row.name,
    pinnedApiVersion: apiVersionNamed(row.pinnedApiVersion) ?? LATEST_API_VERSION,
    createdAt: row.createdAt.toISOString(),
  };
}
