import type { LookupAddress, LookupOptions } from "node:dns";
import { request as httpRequest, type ClientRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";

import { recordVendorRequest } from "@/lib/telemetry/metrics";
import { inSpan, SpanKind } from "@/lib/telemetry/tracing";

import { checkWebhookUrl, defaultResolver, isPublicAddress, type HostResolver, type UrlPolicy } from "./safe-url";

export type PostResult =
  | { kind: "response"; status: number; headers: Record<string, string>; bodySnippet: string; durationMs: number }
  | {
      kind: "error";
      code: "timeout" | "connection_error" | "address_not_allowed" | "dns_error";
      message: string;
      durationMs: number;
    };

export type PostOptions = { timeoutMs: number; policy: UrlPolicy };

/** Error code the guarded lookup fails with; postJson reports it as `address_not_allowed`. */
export const ADDRESS_NOT_ALLOWED_CODE = "ERR_WEBHOOK_ADDRESS_NOT_ALLOWED";

export const USER_AGENT = "benefits-onboarding-webhooks/1";
export const BODY_SNIPPET_BYTES = 2048;

// We own framing and identification; a caller-supplied copy would conflict or lie.
const RESERVED_HEADERS = new Set([
  "content-type",
  "content-length",
  "user-agent",
  "transfer-encoding",
  "host",
  "connection",
]);

// getaddrinfo failures surface as ENOTFOUND or EAI_*; the rest come from c-ares style resolvers.
const DNS_ERROR_CODES = new Set(["ENOTFOUND", "ENODATA", "ESERVFAIL", "ETIMEOUT", "EREFUSED"]);

type ErrorCode = Extract<PostResult, { kind: "error" }>["code"];
type Outcome =
  | Omit<Extract<PostResult, { kind: "response" }>, "durationMs">
  | Omit<Extract<PostResult, { kind: "error" }>, "durationMs">;

/**
 * A socket `lookup` that validates the addresses actually used for the connection, so a host that
 * passed the registration check cannot later be re-pointed (DNS rebinding) at a private address.
 */
export function createGuardedLookup(policy: UrlPolicy, resolve: HostResolver = defaultResolver): LookupFunction {
  return (hostname, options, callback) => {
    const all = options.all === true;
    resolve(hostname).then(
      (entries) => {
        const result = pickAddresses(hostname, entries, options, policy);
        if (result instanceof Error) return callback(result, all ? [] : "");
        const [first] = result;
        if (all || !first) return callback(null, result);
        callback(null, first.address, first.family);
      },
      (error: unknown) => callback(toErrnoException(error), all ? [] : ""),
    );
  };
}

/** POSTs a JSON body to a partner webhook. Never follows redirects and never throws. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostResult> {
  const startedAt = performance.now();
  // The span names the receiver's host only: a path or query can hold the receiver's own secret.
  const outcome = await inSpan(
    "POST webhook",
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": "POST", "server.address": hostOf(url) } },
    async (span) => {
      const sent = await send(url, body, headers, options);
      if (sent.kind === "response") span?.setAttribute("http.response.status_code", sent.status);
      else span?.setAttributes({ "error.type": sent.code });
      return sent;
    },
  );
  // A receiver's non-2xx is the receiver failing to take the event, never a refusal of ours.
  recordVendorRequest("webhook", outcome.kind === "response" && outcome.status < 300 ? "ok" : "error", startedAt);
  return { ...outcome, durationMs: Math.round(performance.now() - startedAt) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "invalid";
  }
}

function send(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<Outcome> {
  // Re-checked at send time: the policy may be stricter than when the URL was registered.
  // This also covers literal IP hosts, which never go through `lookup`.
  const check = checkWebhookUrl(url, options.policy);
  if (!check.ok) return Promise.resolve(failure("address_not_allowed", `${check.code}: ${check.message}`));
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      settle(failure("timeout", `No complete response within ${options.timeoutMs} ms.`));
      request?.destroy();
    }, options.timeoutMs);
    const request = startRequest(check.url, body, headers, options.policy, settle);
  });
}

function startRequest(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  settle: (outcome: Outcome) => void,
): ClientRequest | undefined {
  const requestFn = url.protocol === "https:" ? httpsRequest : httpRequest;
  try {
    const request = requestFn(url, {
      method: "POST",
      headers: requestHeaders(headers, body),
      lookup: createGuardedLookup(policy),
      // A fresh connection per delivery: pooled sockets would skip the per-connection address check.
      agent: false,
    });
    request.on("error", (error) => settle(classifyError(error)));
    request.on("response", (response) => readResponse(response, settle));
    request.end(body);
    return request;
  } catch (error) {
    // Invalid header names/values throw synchronously.
    settle(failure("connection_error", errorMessage(error)));
    return undefined;
  }
}

function requestHeaders(headers: Record<string, string>, body: string): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!RESERVED_HEADERS.has(name.toLowerCase())) result[name] = value;
  }
  result["content-type"] = "application/json";
  result["content-length"] = Buffer.byteLength(body);
  result["user-agent"] = USER_AGENT;
  return result;
}

function readResponse(response: IncomingMessage, settle: (outcome: Outcome) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    const snippet = Buffer.concat(chunks).subarray(0, BODY_SNIPPET_BYTES).toString("utf8");
    settle({
      kind: "response",
      status: response.statusCode ?? 0,
      headers: flattenHeaders(response),
      bodySnippet: snippet,
    });
    // Drop the rest of the body and the connection; we only keep a snippet for diagnostics.
    response.destroy();
  };
  response.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= BODY_SNIPPET_BYTES) finish();
  });
  response.on("end", finish);
  // The status line already arrived, so a body cut short is still a response, not a transport failure.
  response.on("error", finish);
  response.on("close", finish);
}

function flattenHeaders(response: IncomingMessage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

function pickAddresses(
  hostname: string,
  entries: Array<{ address: string; family: number }>,
  options: LookupOptions,
  policy: UrlPolicy,
): LookupAddress[] | NodeJS.ErrnoException {
  const wanted = familyNumber(options.family);
  const addresses = entries
    .map((entry) => ({ address: entry.address, family: isIP(entry.address) || entry.family }))
    .filter((entry) => wanted === 0 || entry.family === wanted);
  if (addresses.length === 0) return errnoError("ENOTFOUND", `getaddrinfo ENOTFOUND ${hostname}`);
  if (policy.allowPrivateNetworks) return addresses;
  // Refuse if any answer is private, not just the first: happy-eyeballs may try them all.
  if (addresses.some((entry) => !isPublicAddress(entry.address))) {
    return errnoError(ADDRESS_NOT_ALLOWED_CODE, `Host ${hostname} resolves to a non-public address.`);
  }
  return addresses;
}

function familyNumber(family: LookupOptions["family"]): number {
  if (family === "IPv4") return 4;
  if (family === "IPv6") return 6;
  return family ?? 0;
}

function classifyError(error: unknown): Outcome {
  const code = errorCodeOf(error);
  const message = errorMessage(error);
  if (code === ADDRESS_NOT_ALLOWED_CODE) return failure("address_not_allowed", message);
  if (isDnsError(error, code)) return failure("dns_error", message);
  return failure("connection_error", message);
}

function isDnsError(error: unknown, code: string | undefined): boolean {
  if (code !== undefined && (DNS_ERROR_CODES.has(code) || code.startsWith("EAI_"))) return true;
  return typeof error === "object" && error !== null && "syscall" in error && error.syscall === "getaddrinfo";
}

function failure(code: ErrorCode, message: string): Outcome {
  return { kind: "error", code, message };
}

function errnoError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

function toErrnoException(error: unknown): NodeJS.ErrnoException {
  return error instanceof Error ? error : new Error(String(error));
}

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
