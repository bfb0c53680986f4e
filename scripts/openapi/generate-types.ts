import openapiTS, { astToString } from "openapi-typescript";

import { buildOpenApiDocument } from "@/lib/openapi/document";

const HEADER = `// Generated from the OpenAPI document by \`npm run openapi:types\` (openapi-typescript). Do not edit.\n`;

/** The partner client's types, generated from the same document /api/openapi.json serves. */
export async function generateClientTypes(): Promise<string> {
  const document = structuredClone(buildOpenApiDocument()) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document));
}
