import { z } from "zod";

import { SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { prefixedId, timestamp } from "./common";

/** GET /api/client: the API client the request authenticated as. */
export const apiClientSchema = z
  .strictObject({
    id: prefixedId("cli", "cli_8Hj2Kl4Zx6Cv8Bn0Mq2We4"),
    object: z.literal("api_client"),
    name: z.string().meta({ example: "Acme Benefits production" }),
    pinnedApiVersion: z.enum(SUPPORTED_API_VERSIONS).meta({
      description:
        "The version of requests without an `API-Version` header, and of webhook endpoints registered without a version before endpoints had one. Change it with `POST /api/client/api-version`.",
      example: "2026-11-21",
    }),
    createdAt: timestamp,
  })
  .meta({ id: "ApiClient" });
export type ApiClientResponse = z.input<typeof apiClientSchema>;
