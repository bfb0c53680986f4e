/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // pino spawns worker threads by file path: neither survives bundling.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pg"],
  typedRoutes: false,
};

export default nextConfig;
