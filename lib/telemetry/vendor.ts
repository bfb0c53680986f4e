import { recordVendorRequest, type VendorName } from "./metrics";
import { inSpan, SpanKind } from "./tracing";

/**
 * One outbound call to a vendor: a client span (`stripe POST /v1/issuing/cards`, `persona POST
 * transactions`, `smtp send`) and vendor_request_duration_seconds. `operation` is a template the
 * caller builds: never an id of the vendor's, a query string or anything about the person.
 * `failed` decides the outcome of a call that answered (a 5xx is the vendor's failure, a 404 a
 * lookup's answer).
 */
export async function callVendor<T>(
  vendor: VendorName,
  operation: string,
  call: () => Promise<T>,
  failed: (answer: T) => boolean = () => false,
): Promise<T> {
  const startedAt = performance.now();
  let ok = false;
  try {
    const answer = await inSpan(
      `${vendor} ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { "vendor.name": vendor, "vendor.operation": operation } },
      async (span) => {
        const answered = await call();
        if (failed(answered)) span?.setAttribute("error.type", "vendor_error");
        return answered;
      },
    );
    ok = !failed(answer);
    return answer;
  } finally {
    recordVendorRequest(vendor, ok, startedAt);
  }
}

/** A request path as an operation: ids (`ic_1Abc`, digits, long tokens) become `{id}`, no query string. */
export function pathTemplate(path: string): string {
  return (path.split("?")[0] ?? "")
    .split("/")
    .map((segment) => (/^[a-z]+_[A-Za-z0-9]+$|\d|^[A-Za-z0-9_-]{20,}$/.test(segment) ? "{id}" : segment))
    .join("/");
}
