import fs from "node:fs";
import path from "node:path";

import { validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";

import { ERROR_CODES } from "@/lib/errors/catalog";
import { DELIVERED_EVENT_TYPES } from "@/lib/domain/events/event-types";
import { API_VERSIONS, LATEST_API_VERSION } from "@/lib/versions";

import { buildOpenApiDocument, buildVendorCallbacksDocument } from "./document";
import { sampleOf } from "./samples";

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

  it("lists in the Problem schema the codes its operations answer with, each example once", () => {
    const problem = document.components?.schemas?.Problem as { properties: { code: { enum: string[] } } };
    const answered = new Set<string>();
    for (const item of Object.values(document.paths ?? {}))
      for (const operation of Object.values(item ?? {}))
        for (const listed of Object.values(operation?.responses ?? {})) {
          const ref = (listed as { $ref?: string }).$ref?.replace("#/components/responses/", "");
          const response = ref ? document.components?.responses?.[ref] : listed;
          const examples = (response as { content?: Record<string, { examples?: Record<string, { $ref?: string }> }> })
            .content?.["application/problem+json"]?.examples;
          for (const [code, example] of Object.entries(examples ?? {})) {
            answered.add(code);
            expect(example.$ref).toBe(`#/components/examples/Problem_${code}`);
          }
        }
    expect(problem.properties.code.enum).toEqual([...answered, "method_not_allowed"].sort());
    expect(answered.size).toBeGreaterThan(40);
    for (const code of answered) expect(Object.keys(ERROR_CODES)).toContain(code);
    // The vendors' callbacks answer with their own codes, in their own document.
    expect(problem.properties.code.enum).not.toContain("vendor_status_unmapped");
    const vendor = buildVendorCallbacksDocument();
    expect(Object.keys(vendor.paths ?? {}).sort()).toEqual(["/api/webhooks/persona", "/api/webhooks/stripe"]);
    expect((vendor.components?.schemas?.Problem as typeof problem).properties.code.enum).toContain(
      "vendor_status_unmapped",
    );
  });

  it("cites no repository file and no deployment setting: a partner has neither", () => {
    const text = JSON.stringify(document);
    expect(text.match(/\b(?:lib|docs|tests|scripts|app|db)\/[\w./-]+\.(?:ts|tsx|md|mjs)\b/g) ?? []).toEqual([]);
    // Every setting is a key of one of lib/env's areas.
    const envDir = path.join(__dirname, "../env");
    const settings = new Set(
      fs
        .readdirSync(envDir)
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .flatMap((file) => [...fs.readFileSync(path.join(envDir, file), "utf8").matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)])
        .map((match) => match[1]!),
    );
    expect(settings.size).toBeGreaterThan(40);
    expect((text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []).filter((name) => settings.has(name))).toEqual([]);
  });

  it("stays a size a browser and a code generator take in one go", () => {
    expect(JSON.stringify(document).length).toBeLessThan(450_000);
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

describe("the values the reference shows", () => {
  const document = buildOpenApiDocument();
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
  // Component references resolve inside each compiled schema: the components travel along as $defs.
  const defs = JSON.parse(JSON.stringify(components).replaceAll("#/components/schemas/", "#/$defs/")) as object;
  const check = (schema: unknown, value: unknown): string[] => {
    const withDefs = JSON.parse(JSON.stringify(schema).replaceAll("#/components/schemas/", "#/$defs/")) as object;
    const validate = ajv.compile({ ...withDefs, $defs: defs });
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };

  it("every example is a value of the schema it sits on", () => {
    const wrong: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== "object" || node === null) return;
      const schema = node as Record<string, unknown>;
      if ("example" in schema && ("type" in schema || "enum" in schema || "anyOf" in schema || "$ref" in schema)) {
        const { example, ...rest } = schema;
        for (const error of check(rest, example)) wrong.push(`${at}: example ${JSON.stringify(example)}: ${error}`);
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${at}/${key}`);
    };
    walk(components, "#/components/schemas");
    walk(document.paths, "#/paths");
    walk(document.webhooks, "#/webhooks");
    expect(wrong).toEqual([]);
  });

  it("every response and webhook sample is a value its schema allows", () => {
    const wrong: string[] = [];
    const bodies: Array<[string, unknown]> = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const responses = (
          operation as { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
        ).responses;
        for (const [status, response] of Object.entries(responses ?? {})) {
          const schema = response.content?.["application/json"]?.schema;
          if (schema && status.startsWith("2")) bodies.push([`${method.toUpperCase()} ${path} ${status}`, schema]);
        }
      }
    }
    for (const [type, item] of Object.entries(document.webhooks ?? {})) {
      const body = (item as { post?: { requestBody?: { content?: Record<string, { schema?: unknown }> } } }).post
        ?.requestBody?.content?.["application/json"]?.schema;
      bodies.push([`webhook ${type}`, body]);
    }
    expect(bodies.length).toBeGreaterThan(50);
    for (const [name, schema] of bodies) {
      for (const error of check(schema, sampleOf(schema, components))) wrong.push(`${name}: ${error}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a webhook sample pairs its type with a status and a version the API sends together", () => {
    const sample = (type: string) => {
      const body = (
        document.webhooks?.[type] as { post: { requestBody: { content: Record<string, { schema: unknown }> } } }
      ).post.requestBody.content["application/json"]!.schema;
      return sampleOf(body, components) as { type: string; apiVersion: string; data: { status?: string } };
    };
    expect(sample("identity-verification.needs-documentary-evidence")).toMatchObject({
      type: "identity-verification.needs-documentary-evidence",
      apiVersion: LATEST_API_VERSION,
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    });
    expect(sample("identity-verification.success").data.status).toBe("VERIFIED");
    expect(sample("identity-verification.failed").data.status).toBe("FAILED");
  });
});
