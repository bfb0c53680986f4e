import { z } from "zod";

import { aliasResolved, LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { area, requireIn } from "./area";

/** The process and its HTTP server: where it runs, listens and links to, what it logs and exports. */
export const server = area({
  fields: {
    APP_ENV: z.enum(["development", "sandbox", "production"]).default("sandbox"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DEFAULT_API_VERSION: z.preprocess(aliasResolved, z.enum(SUPPORTED_API_VERSIONS).default(LATEST_API_VERSION)),
    MAX_JSON_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    // Prometheus metrics (lib/telemetry/metrics-server.ts) on their own port, never PORT: unset, no
    // metrics server and nothing recorded. The standalone worker serves its own on its METRICS_PORT.
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // OpenTelemetry traces over OTLP/HTTP (JSON) when an endpoint is set; unset, no SDK starts. The
    // exporter also reads the other standard OTEL_EXPORTER_OTLP_* settings (headers, timeout).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_SERVICE_NAME: z.string().trim().min(1).default("benefits-onboarding"),
    OTEL_SDK_DISABLED: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
      z.enum(["true", "false"]).default("false"),
    ),
    // Read by scripts/server.mjs before it listens; validated here, which runs first.
    LISTEN_ADDRESS: z.union([z.ipv4(), z.ipv6()]).default("0.0.0.0"),
    // How many reverse proxies of ours stand in front of the app, each appending to X-Forwarded-For.
    // 0 (the default): the header is ignored, since any client can send it.
    // Unset is 0 outside production; production must say (0 when clients connect directly).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    // The origin of every link we hand out (invites, sign-in e-mails). Never taken from a request:
    // a forged Host header would otherwise mail a victim a genuine link to the attacker's site.
    PUBLIC_BASE_URL: z
      .url()
      .optional()
      .transform((value) => value?.replace(/\/+$/, "")),
    // Graceful shutdown (scripts/server.mjs): how long readiness answers 503 before the listener
    // closes, and the longest wait for in-flight requests and for each shutdown step.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    // At least 15 s: the worker's share must outlast a webhook receiver's 10 s timeout.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(15_000).max(300_000).default(25_000),
  },
  check: (env, issue) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      issue("METRICS_PORT", "must not be PORT: metrics are served on their own port, never on the public one");
  },
  production: (env, issue) => {
    requireIn(env, issue)("PUBLIC_BASE_URL", "the origin of invite and sign-in links");
    if (env.TRUSTED_PROXY_HOPS === undefined)
      issue(
        "TRUSTED_PROXY_HOPS",
        "is required when APP_ENV=production (how many proxies stand in front of the app, 0 when clients connect directly: client addresses go on agreement records and key the per-IP throttles, and behind an unnamed load balancer every client would be the load balancer)",
      );
    if (env.PUBLIC_BASE_URL && !env.PUBLIC_BASE_URL.startsWith("https://"))
      issue("PUBLIC_BASE_URL", "must be an https:// origin when APP_ENV=production");
  },
});
