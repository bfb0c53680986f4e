import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-node";

/**
 * Attributes other instrumentation sets that can carry what ours never does: Next.js's own
 * request span records `http.target` (the raw path and query string: an invite link's token, a
 * search for a name) and its fetch spans `http.url`. They are removed before export; the route
 * template (`http.route`, `next.route`) stays.
 */
export const SCRUBBED_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "url.query"] as const;

export class ScrubAttributes implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    // The SDK's span keeps its attributes in a plain object, read by the exporter after this.
    const attributes = span.attributes as Record<string, unknown>;
    for (const name of SCRUBBED_ATTRIBUTES) delete attributes[name];
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}
