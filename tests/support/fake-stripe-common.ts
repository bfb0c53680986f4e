import { randomBytes } from "node:crypto";

// What every part of the fake Stripe shares: Stripe's error shape, replies, and reading Stripe's
// form encoding (`a[b][0][c]=x`) the way its API does.

export type Form = Record<string, string>;
export type Metadata = Record<string, string>;

export type StripeErrorBody = { type: string; message: string; code?: string; param?: string };
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A handler for one route: the form, the id from the path, what the request carried. */
export type Handler = (
  form: Form,
  id: string,
  request: { idempotencyKey: string | undefined; stripeVersion: string | undefined },
) => Reply;
export type Route = { method: string; pattern: RegExp; handle: Handler };

/** Thrown by handlers; becomes a Stripe-shaped error response. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

export const now = () => Math.floor(Date.now() / 1000);

export function randomId(length: number): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

export const invalid = (message: string, extra: { code?: string; param?: string } = {}) =>
  new StripeHttpError(400, { type: "invalid_request_error", message, ...extra });

/** `metadata[employeeId]=x` → `{ employeeId: "x" }` (one level). */
export function nested(form: Form, name: string): Record<string, string> {
  const prefix = `${name}[`;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(prefix) && key.endsWith("]")) out[key.slice(prefix.length, -1)] = value;
  }
  return out;
}

/** `expand[0]=a&expand[1]=b` (or `expand[]=`) → `["a", "b"]`, in index order. */
export function list(form: Form, name: string): string[] {
  return Object.entries(nested(form, name))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
}

export type Tree = string | Tree[] | { [key: string]: Tree };

/** The whole form as a tree: `billing[address][line1]` → `{ billing: { address: { line1 } } }`, `x[0]` → arrays. */
export function unflatten(form: Form): { [key: string]: Tree } {
  const root: { [key: string]: Tree } = {};
  for (const [key, value] of Object.entries(form)) {
    const path = [key.split("[")[0]!, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let at: { [key: string]: Tree } | Tree[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const next = path[index + 1];
      const container = at as Record<string, Tree>;
      const name = Array.isArray(at) ? String(segment === "" ? at.length : Number(segment)) : segment;
      if (last) {
        container[name] = value;
        return;
      }
      container[name] ??= next !== undefined && /^\d*$/.test(next) ? [] : {};
      at = container[name] as { [key: string]: Tree } | Tree[];
    });
  }
  return root;
}

export const text = (tree: Tree | undefined): string | undefined => (typeof tree === "string" ? tree : undefined);
export const branch = (tree: Tree | undefined): { [key: string]: Tree } =>
  tree && typeof tree === "object" && !Array.isArray(tree) ? tree : {};
export const items = (tree: Tree | undefined): Tree[] =>
  Array.isArray(tree) ? tree.filter((item) => item !== undefined) : [];

export function expansions(form: Form, expandable: string[]): string[] {
  const expand = list(form, "expand");
  const unknown = expand.find((path) => !expandable.includes(path));
  if (unknown !== undefined) throw invalid(`This property cannot be expanded (${unknown}).`, { param: "expand" });
  return expand;
}

/** Stripe rejects parameters it does not know, which is what catches a misspelt or removed one. */
export function allowOnly(form: Form, names: string[]): void {
  const unknown = Object.keys(form)
    .map((key) => key.split("[")[0] ?? key)
    .find((name) => !names.includes(name));
  if (unknown === undefined) return;
  throw invalid(`Received unknown parameter: ${unknown}`, { code: "parameter_unknown", param: unknown });
}

export function required(value: string | undefined, param: string): string {
  if (value !== undefined && value !== "") return value;
  throw invalid(`Missing required param: ${param}.`, { code: "parameter_missing", param });
}

export function mustFind<T>(map: Map<string, T>, id: string, noun: string, param: string, status = 404): T {
  const found = map.get(id);
  if (found !== undefined) return found;
  throw new StripeHttpError(status, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${noun}: '${id}'`,
  });
}

/** A Stripe list object, newest first, with `starting_after` / `limit` pagination as the SDK pages. */
export function page<T extends { id: string }>(all: T[], form: Form, url: string): Reply {
  const limit = Math.min(Math.max(Number(form.limit ?? 10), 1), 100);
  const after = form.starting_after;
  const start = after === undefined ? 0 : all.findIndex((item) => item.id === after) + 1;
  const data = all.slice(start, start + limit);
  return ok({ object: "list", data, has_more: start + limit < all.length, url });
}
