import {
  type Attributes,
  context,
  type Context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export { SpanKind, SpanStatusCode };

/**
 * Spans through the OpenTelemetry API. Until startTracing (lib/telemetry/start-tracing.ts) runs,
 * nothing here allocates a span: `inSpan` calls its function straight through and the trace-id
 * helpers answer undefined after one flag check, so a server without OTEL_EXPORTER_OTLP_ENDPOINT
 * pays for a boolean per call site.
 *
 * What may be an attribute: ids of our own records, route templates, operation and table names,
 * vendor names, outcomes, status codes, counts. Never personal data (SSN, names, e-mail, birth
 * date, address, phone, document data), tokens, secrets, query strings or SQL parameter values
 * (tests/http/telemetry-pii.test.ts scans a whole journey's spans for them).
 */
const state = globalThis as unknown as { __tracingOn?: boolean };

export const tracingEnabled = (): boolean => state.__tracingOn === true;

/** Called by startTracing once a provider is registered (and by its shutdown). */
export function setTracingEnabled(on: boolean): void {
  state.__tracingOn = on;
}

const TRACER = "benefits-onboarding";

export type SpanOptions = {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Continue this trace instead of the active one: a queued item's stored traceparent. */
  traceparent?: string | null;
  links?: Link[];
};

/**
 * Runs `work` inside a span named `name`, active for everything it awaits (database queries,
 * outbound calls). A thrown error marks the span as failed (its class only: messages can quote
 * input) and is rethrown unchanged.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return work(undefined);
  const parent = options.traceparent ? contextFromTraceparent(options.traceparent) : context.active();
  return trace
    .getTracer(TRACER)
    .startActiveSpan(
      name,
      { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links },
      parent,
      async (span) => {
        try {
          return await work(span);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute("error.type", error instanceof Error ? error.name : "unknown");
          throw error;
        } finally {
          span.end();
        }
      },
    );
}

/** The W3C traceparent of the active span, to store with work queued for the worker; null when tracing is off. */
export function currentTraceparent(): string | null {
  if (!tracingEnabled()) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The active trace's id (32 hex), for log lines and problem+json; undefined without a recording span. */
export function currentTraceId(): string | undefined {
  if (!tracingEnabled()) return undefined;
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** The active span's ids, for the logger's mixin. */
export function currentSpanIds(): { traceId: string; spanId: string } | undefined {
  if (!tracingEnabled()) return undefined;
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext)
    ? { traceId: spanContext.traceId, spanId: spanContext.spanId }
    : undefined;
}

/** A context whose remote parent is the given traceparent (malformed text gives a new root). */
export function contextFromTraceparent(traceparent: string): Context {
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

export type OpenSpan = {
  /** Runs `work` with this span active, so spans it starts are its children. */
  within<T>(work: () => T): T;
  end(): void;
};

const CLOSED: OpenSpan = { within: (work) => work(), end: () => {} };

/** A span that outlives one call (an SFTP session): ended by the caller, active only inside `within`. */
export function openSpan(name: string, options: SpanOptions): OpenSpan {
  if (!tracingEnabled()) return CLOSED;
  const span = trace
    .getTracer(TRACER)
    .startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, context.active());
  const active = trace.setSpan(context.active(), span);
  return { within: (work) => context.with(active, work), end: () => span.end() };
}
