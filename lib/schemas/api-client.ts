import { z } from "zod";

import { aliasResolved, SUPPORTED_API_VERSIONS } from "@/lib/versions";

/** POST /api/client/api-version: the version the calling client is pinned to from now on. */
export const pinApiVersionSchema = z.strictObject({
  apiVersion: z.preprocess(aliasResolved, z.enum(SUPPORTED_API_VERSIONS)).meta({
    description: "A supported version (an older one too: an upgrade can be rolled back).",
    example: "2026-11-21",
  }),
});
export type PinApiVersionInput = z.output<typeof pinApiVersionSchema>;
