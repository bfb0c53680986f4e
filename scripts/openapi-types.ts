import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { buildOpenApiDocument, buildVendorCallbacksDocument } from "@/lib/openapi/document";

import { generateClientTypes } from "./openapi/generate-types";

// Writes the OpenAPI documents (.data/openapi.json, the partner API served at /api/openapi.json, and
// .data/vendor-callbacks.openapi.json, the callbacks Stripe and Persona call; for tools) and the
// typed client's types (lib/client/schema.d.ts, committed; a unit test fails when they are stale).
const root = path.resolve(__dirname, "..");
const documentPath = path.join(root, ".data/openapi.json");
mkdirSync(path.dirname(documentPath), { recursive: true });
writeFileSync(documentPath, JSON.stringify(buildOpenApiDocument(), null, 2) + "\n");
writeFileSync(
  path.join(root, ".data/vendor-callbacks.openapi.json"),
  JSON.stringify(buildVendorCallbacksDocument(), null, 2) + "\n",
);
const typesPath = path.join(root, "lib/client/schema.d.ts");
void generateClientTypes().then((types) => {
  writeFileSync(typesPath, types);
  console.log(`wrote ${path.relative(root, documentPath)} and ${path.relative(root, typesPath)}`);
});
