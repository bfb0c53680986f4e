import { context, diag, propagation, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from "@opentelemetry/sdk-trace-node";

import { IdleJobFilter } from "./idle-job-filter";
import { ScrubAttributes } from "./scrub-attributes";
import { setTracingEnabled, tracingEnabled } from "./tracing";

export type TracingSettings = {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_SERVICE_NAME: string;
  OTEL_SDK_DISABLED: "true" | "false";
};

export type Tracing = { flush: () => Promise<void>; shutdown: () => Promise<void> };

const NOTHING: Tracing = { flush: async () => {}, shutdown: async () => {} };

/**
 * Starts the trace SDK when an OTLP endpoint is configured (or a test hands its own processor):
 * a NodeTracerProvider (AsyncLocalStorage context, W3C traceparent propagation) registered as the
 * global one, batching spans to the OTLP/HTTP JSON exporter. The exporter reads the standard
 * OTEL_EXPORTER_OTLP_* settings itself (endpoint + /v1/traces, headers, timeout); the sampler
 * follows OTEL_TRACES_SAMPLER(_ARG), the resource OTEL_RESOURCE_ATTRIBUTES. Without an endpoint
 * nothing is loaded beyond the API, whose calls stay no-ops.
 */
export function startTracing(settings: TracingSettings, processor?: SpanProcessor): Tracing {
  if (tracingEnabled()) return NOTHING;
  const configured = settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!processor && (!configured || settings.OTEL_SDK_DISABLED === "true")) return NOTHING;
  const resource = defaultResource()
    .merge(resourceFromAttributes({ "service.name": settings.OTEL_SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new ScrubAttributes(new IdleJobFilter(processor ?? new BatchSpanProcessor(new OTLPTraceExporter()))),
    ],
  });
  provider.register();
  setTracingEnabled(true);
  return {
    flush: () => provider.forceFlush(),
    // A collector that cannot take the last spans must not fail a shutdown: said, and let go.
    shutdown: async () => {
      setTracingEnabled(false);
      await provider
        .shutdown()
        .catch((error: unknown) => diag.warn(`traces not exported at shutdown: ${(error as Error)?.message ?? error}`));
      // Unregistered, so a later start (the next test) can register its own provider.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
