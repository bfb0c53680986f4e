import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-node";

import { JOB_ITEMS_ATTRIBUTE } from "./jobs";

/**
 * Drops the traces of worker polls that found nothing: a root span with `job.name` holds back its
 * trace's spans (its claim queries) until it ends, then forwards them all, or none when it handled
 * no item and did not fail. Everything else passes straight through to `next`.
 */
export class IdleJobFilter implements SpanProcessor {
  private readonly held = new Map<string, ReadableSpan[]>();

  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    const { traceId } = span.spanContext();
    if (!span.parentSpanContext && span.attributes["job.name"] !== undefined) this.held.set(traceId, []);
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    const { traceId } = span.spanContext();
    const held = this.held.get(traceId);
    if (!held) return this.next.onEnd(span);
    if (span.parentSpanContext) {
      held.push(span);
      return;
    }
    this.held.delete(traceId);
    const idle = span.attributes[JOB_ITEMS_ATTRIBUTE] === 0 && span.status.code !== 2;
    if (idle) return;
    for (const child of held) this.next.onEnd(child);
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    this.held.clear();
    return this.next.shutdown();
  }
}
