import { createRequire } from "node:module";
import path from "node:path";

// A second build beside the one `npm start` and the browser tests use (the benchmarks build into
// .next-bench so that they never overwrite a build another process is serving).
const distDir = process.env.NEXT_DIST_DIR || ".next";
// Only the benchmark's own build (bench/lib/build.ts: .next-bench and BENCH_FLOOR_ROUTE=1) reads
// `*.bench.ts` files as pages and routes: the bare Next.js floor,
// app/api/bench-floor/[employerId]/payroll-schedules/route.bench.ts. Every other build leaves them
// out, so the app never has that route (lib/api/bench-floor-route.test.ts).
const benchBuild = distDir === ".next-bench" && process.env.BENCH_FLOOR_ROUTE === "1";
// Messages are compiled ahead of formatting (lib/i18n/messages.ts, icu-minify), so use-intl's
// formatter need not parse ICU: the format-only one is ~1 KB in the browser instead of the ~9 KB
// ICU parser (what next-intl's `experimental.messages.precompile` does). Turbopack wants the
// alias as a relative path (vercel/next.js#88540).
const require = createRequire(import.meta.url);
const formatOnly = `./${path.relative(process.cwd(), require.resolve("use-intl/format-message/format-only")).split(path.sep).join("/")}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir,
  pageExtensions: [...(benchBuild ? ["bench.ts"] : []), "tsx", "ts", "jsx", "js"],
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // pino spawns worker threads by file path, ssh2 loads its optional native crypto addon: none
  // survives bundling.
  // prom-client and the OpenTelemetry SDK keep process-wide state (one registry, one global
  // tracer provider): loaded from node_modules, never a second bundled copy.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "pg",
    "ssh2",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
  ],
  typedRoutes: false,
  // `npm test` type-checks the whole project (tsc) before the browser journeys build the app; it
  // says so with NEXT_TYPES_CHECKED=1, and that build skips Next's second, slower check of the same
  // files. So does the build `npm start` makes on demand (scripts/start.mjs): what it serves is
  // checked by `npm test` and by the release build. `npx next build` (deploys) checks as usual.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === "1" },
  // A CI machine builds once in a clean clone and never again: writing Turbopack's build cache
  // (130 MB, about 10 s of a 34 s build here) is paid for nothing. Elsewhere it speeds up rebuilds.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  turbopack: { resolveAlias: { "use-intl/format-message": formatOnly } },
  // Only for `next build --webpack`: the same alias, or every message would show unformatted.
  webpack: (config) => {
    config.resolve.alias["use-intl/format-message"] = require.resolve("use-intl/format-message/format-only");
    return config;
  },
};

export default nextConfig;
