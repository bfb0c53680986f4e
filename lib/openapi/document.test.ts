import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";

import { ERROR_CODES } from "@/lib/errors/catalog";
import { DELIVERED_EVENT_TYPES } from "@/lib/domain/events/event-types";
import { API_VERSIONS } from "@/lib/versions";

import { buildOpenApiDocument } from "./document";

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument();

  it("validates as OpenAPI 3.1", async () => {
    // The parser dereferences in place: give it a copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every webhook event", () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...DELIVERED_EVENT_TYPES].sort());
  });

  it("documents every endpoint a version adds as existing from that version", () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}));
    for (const { version, adds = [] } of API_VERSIONS) {
      for (const operationId of adds) {
        const operation = operations.find((candidate) => candidate?.operationId === operationId);
        expect(operation?.description, operationId).toContain(`**Exists from API-Version ${version}**`);
        expect(JSON.stringify(operation?.responses?.["404"]), operationId).toContain("endpoint_requires_newer_version");
      }
    }
  });

  it("carries the whole error catalog in the Problem schema", () => {
    const problem = document.components?.schemas?.Problem as { properties: { code: { enum: string[] } } };
    expect(problem.properties.code.enum.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it("never shows a full SSN outside request examples", () => {
    const { paths, webhooks, components } = document;
    const responses = JSON.stringify({
      components,
      webhooks,
      paths: JSON.parse(JSON.stringify(paths), (key, value: unknown) => (key === "requestBody" ? undefined : value)),
    });
    expect(responses).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
  });
});
