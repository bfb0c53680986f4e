import { recordVendorRequest, type VendorName, type VendorOutcome } from "./metrics";
import { inSpan, SpanKind } from "./tracing";

/**
 * One outbound call to a vendor: a client span (`stripe POST /v1/issuing/cards`, `persona POST
 * transactions`, `smtp send`) and vendor_request_duration_seconds. `operation` is a template the
 * caller builds: never an id of the vendor's, a query string or anything about the person.
 * `outcomeOf` classifies a call that answered (vendorOutcomeOf: a 5xx is the vendor's failure, a
 * 4xx its refusal); a call that throws (no answer, a time-out) is an `error`.
 */
export async function callVendor<T>(
  vendor: VendorName,
  operation: string,
  call: () => Promise<T>,
  outcomeOf: (answer: T) => VendorOutcome = () => "ok",
): Promise<T> {
  const startedAt = performance.now();
  let outcome: VendorOutcome = "error";
  try {
    return await inSpan(
      `${vendor} ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { "vendor.name": vendor, "vendor.operation": operation } },
      async (span) => {
        const answered = await call();
        outcome = outcomeOf(answered);
        if (outcome !== "ok") span?.setAttribute("error.type", outcome === "error" ? "vendor_error" : "vendor_refused");
        return answered;
      },
    );
  } finally {
    recordVendorRequest(vendor, outcome, startedAt);
  }
}

/** A request path as an operation: ids (`ic_1Abc`, digits, long tokens) become `{id}`, no query string. */
export function pathTemplate(path: string): string {
  return (path.split("?")[0] ?? "")
    .split("/")
    .map((segment) => (/^[a-z]+_[A-Za-z0-9]+$|\d|^[A-Za-z0-9_-]{20,}$/.test(segment) ? "{id}" : segment))
    .join("/");
}
