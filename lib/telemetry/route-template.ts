import { ROUTE_TEMPLATES } from "./route-templates";

type Node = { literal: Map<string, Node>; param?: Node; template?: string };

const node = (): Node => ({ literal: new Map() });

function buildTree(templates: readonly string[]): Node {
  const root = node();
  for (const template of templates) {
    let at = root;
    for (const segment of template.split("/").slice(1)) {
      if (segment.startsWith("{")) at = at.param ??= node();
      else {
        const next = at.literal.get(segment) ?? node();
        at.literal.set(segment, next);
        at = next;
      }
    }
    at.template = template;
  }
  return root;
}

function find(at: Node, segments: string[], index: number): string | undefined {
  if (index === segments.length) return at.template;
  const segment = segments[index]!;
  // A literal segment wins over a parameter, as in Next.js's own routing (…/employees/export).
  const literal = at.literal.get(segment);
  const viaLiteral = literal && find(literal, segments, index + 1);
  if (viaLiteral) return viaLiteral;
  return at.param && segment !== "" ? find(at.param, segments, index + 1) : undefined;
}

let tree: Node | undefined;

/**
 * The route template a request path was answered by (`/api/employers/{employerId}/employees`),
 * from the generated list of app/**\/route.ts; "unmatched" for anything else (what the catch-all
 * answers with 404), so the `route` label and span names never carry a raw path or an id.
 */
export function routeTemplate(pathname: string): string {
  tree ??= buildTree(ROUTE_TEMPLATES);
  const segments = pathname.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  return find(tree, segments, 0) ?? "unmatched";
}
