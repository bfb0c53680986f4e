/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A second build beside the one `npm start` and the browser tests use (the benchmarks build
  // into .next-bench so that they never overwrite a build another process is serving).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // pino spawns worker threads by file path: neither survives bundling.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pg"],
  typedRoutes: false,
};

export default nextConfig;
