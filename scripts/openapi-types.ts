import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { buildOpenApiDocument } from "@/lib/openapi/document";

import { generateClientTypes } from "./openapi/generate-types";

// Writes the OpenAPI document (.data/openapi.json, for tools) and the typed client's types
// (lib/client/schema.d.ts, committed; a unit test fails when they are stale).
const root = path.resolve(__dirname, "..");
const documentPath = path.join(root, ".data/openapi.json");
mkdirSync(path.dirname(documentPath), { recursive: true });
writeFileSync(documentPath, JSON.stringify(buildOpenApiDocument(), null, 2) + "\n");
const typesPath = path.join(root, "lib/client/schema.d.ts");
void generateClientTypes().then((types) => {
  writeFileSync(typesPath, types);
  console.log(`wrote ${path.relative(root, documentPath)} and ${path.relative(root, typesPath)}`);
});
