/**
 * The sample a reader of the reference sees for a schema: what Swagger UI (and most generated docs)
 * build when an operation has no example of its own — each property's `example`, else its `const`,
 * else its first `enum` value, else its default, else a placeholder of its type. lib/openapi's tests
 * hold every such sample to the schema it illustrates, so the reference never shows a value the API
 * cannot send (a webhook's status that its type never carries, a version it is never delivered in).
 */
type Schema = Record<string, unknown>;

const MAX_DEPTH = 12;

export function sampleOf(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (typeof schema !== "object" || schema === null || depth > MAX_DEPTH) return undefined;
  const node = schema as Schema;
  if (typeof node.$ref === "string") {
    const name = node.$ref.replace("#/components/schemas/", "");
    return sampleOf(components[name], components, depth + 1);
  }
  if ("example" in node) return node.example;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if ("const" in node) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  if ("default" in node) return node.default;
  for (const key of ["oneOf", "anyOf"] as const) {
    const alternatives = node[key];
    if (Array.isArray(alternatives)) {
      const first =
        alternatives.find((alternative) => (alternative as Schema | null)?.type !== "null") ?? alternatives[0];
      return sampleOf(first, components, depth + 1);
    }
  }
  if (Array.isArray(node.allOf)) {
    return Object.assign({}, ...node.allOf.map((part) => sampleOf(part, components, depth + 1) as object));
  }
  const type = Array.isArray(node.type) ? node.type.find((candidate) => candidate !== "null") : node.type;
  switch (type) {
    case "object": {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, sampleOf(property, components, depth + 1)]),
      );
    }
    case "array":
      return [sampleOf(node.items, components, depth + 1)];
    case "string":
      return node.format === "date-time"
        ? "2026-11-21T14:03:00.000Z"
        : node.format === "date"
          ? "2026-11-21"
          : "string";
    case "integer":
    case "number":
      return typeof node.minimum === "number" ? node.minimum : 0;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return undefined;
  }
}
