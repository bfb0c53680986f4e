#!/usr/bin/env node
// The production server: Next.js behind a plain node:http listener of ours, so that we own
// what Next.js cannot do for itself:
// - start-up: Next.js's prepare runs instrumentation.ts (configuration check, migrations under an
//   advisory lock, the demo seed once, the in-app worker) before the port is opened, and a
//   refused configuration exits 1 with its message;
// - methods no page or route answers (TRACE, CONNECT, PROPFIND…) are 405, never a 500;
// - graceful shutdown on SIGTERM/SIGINT: readiness (/api/ready) turns 503, the listener closes,
//   in-flight requests finish (keep-alive connections are told to close), then the shutdown hooks
//   of lib/lifecycle.ts run — the worker finishes its in-flight deliveries, the database closes —
//   and the process exits 0. A second signal exits at once.
// - the client's address: the connection's peer goes to route handlers in a header of ours
//   (lib/api/origin.ts), overwriting whatever a client sent under that name;
// - the APIs (/api/…) answered by their route handlers directly (scripts/api-routes.mjs), without
//   Next.js's request machinery, which cost as much CPU as the call itself; pages stay with Next.js;
// Usage: node scripts/server.mjs [port]   (PORT, LISTEN_ADDRESS; `npm start` builds first, then runs this)
import http from "node:http";
import { createRequire } from "node:module";

import next from "next";

import { answerWithRoute, apiRoutesOfBuild, matchRoute, ROUTE_METHODS, routeTable } from "./api-routes.mjs";

const require = createRequire(import.meta.url);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
// Not HOSTNAME: container runtimes set it to the container's name, and the server would then
// listen on that one interface only.
const hostname = process.env.LISTEN_ADDRESS ?? "0.0.0.0";

// The methods any page or route may answer. Every other method Node parses (TRACE, PROPFIND,
// PURGE…) is 405 here: Next.js's Request refuses some of them with a 500, and the API's
// catch-all would call the rest a 400. (Methods Node does not know are its own 400.)
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOWED = ALLOWED_METHODS.join(", ");

// lib/lifecycle.ts keeps the process's lifecycle under this symbol; instrumentation.ts fills it in.
const LIFECYCLE = Symbol.for("benefits-onboarding.lifecycle");
// lib/api/origin.ts PEER_ADDRESS_HEADER.
const PEER_ADDRESS_HEADER = "x-benefits-peer-address";

const app = next({ dev: false, dir: process.cwd(), hostname, port });
try {
  await app.prepare();
  // Next.js runs instrumentation.ts lazily, after the port is open, and a failure there would
  // leave a server answering 500 to everything. Run it now, before listening: Next.js keeps the
  // registration promise, so its own later call finds it done. (An internal module of Next.js,
  // pinned with it in package.json; e2e and the start-up tests would catch a move.)
  const {
    ensureInstrumentationRegistered,
  } = require("next/dist/server/lib/router-utils/instrumentation-globals.external.js");
  // The build's directory as next.config.mjs names it: the bench serves its own build, .next-bench,
  // through this same server (bench/lib/processes.ts), and must run that build's instrumentation.
  await ensureInstrumentationRegistered(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
} catch (error) {
  // Configuration refused, database unreachable, a migration failed: say so and stop.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const handle = app.getRequestHandler();
// The build's /api routes, as the instrumentation above found the build (NEXT_DIST_DIR). The bench's
// floor route (in its build only) stays with Next.js: it measures Next.js's own request path.
const apiRoutes = routeTable(apiRoutesOfBuild(process.env.NEXT_DIST_DIR || ".next"));
const NEXT_JS_ONLY = "/api/bench-floor/";
const lifecycle = globalThis[LIFECYCLE];
// The app's own logger (JSON, redacted, SSN-scrubbed), handed over by instrumentation.ts.
const log = lifecycle?.logger;
if (!log) {
  console.error("instrumentation.ts did not prepare the server (no logger in the lifecycle); refusing to serve.");
  process.exit(1);
}

function methodNotAllowed(res) {
  const body = JSON.stringify({
    // problemTypeUri's form (lib/errors/descriptions.ts), on this deployment's origin.
    type: `${lifecycle.publicOrigin ?? ""}/docs/errors#method_not_allowed`,
    title: "The method is not allowed on this resource.",
    status: 405,
    code: "method_not_allowed",
  });
  res.writeHead(405, {
    allow: ALLOWED,
    "content-type": "application/problem+json",
    "x-content-type-options": "nosniff",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

let inFlight = 0;
let idle = () => {};
const server = http.createServer((req, res) => {
  // In flight until both the handler has settled and the response has closed: a client that
  // hangs up early must not let the shutdown close the database under a handler still running.
  inFlight += 1;
  let open = 2;
  const settle = () => {
    if (--open > 0) return;
    inFlight -= 1;
    if (inFlight === 0) idle();
  };
  res.once("close", settle);
  if (lifecycle.draining) res.setHeader("connection", "close");
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  if (!ALLOWED_METHODS.includes(req.method ?? "")) {
    methodNotAllowed(res);
    return settle();
  }
  // The request's URL as handlers see it: this deployment's origin (never the Host header a client
  // chose) and the path and query as sent.
  const url = req.url ?? "/";
  const api = ROUTE_METHODS.includes(req.method) && /^\/api(\/|\?|$)/.test(url) && !url.startsWith(NEXT_JS_ONLY);
  const route = api ? matchRoute(apiRoutes, url.split("?")[0]) : undefined;
  const answered = route
    ? answerWithRoute(route, req, res, lifecycle.publicOrigin ?? "http://localhost").then(
        (done) => done || handle(req, res),
      )
    : handle(req, res);
  answered
    .catch((error) => {
      log.error({ err: error }, "request failed outside the route handlers");
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/problem+json" });
      res.end();
    })
    .finally(settle);
});
// CONNECT arrives as its own event, not as a request.
server.on("connect", (_req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
server.listen(port, hostname, () => log.info({ port, hostname }, "listening"));

/** Waits for one shutdown step, at most `ms`; a step that fails or hangs is logged, never fatal. */
async function settle(promise, ms, what) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  try {
    const outcome = await Promise.race([promise.then(() => "done"), timeout]);
    if (outcome === "timeout") log.warn({ what, ms }, "shutdown step timed out");
  } catch (error) {
    log.error({ err: error, what }, "shutdown step failed");
  } finally {
    clearTimeout(timer);
  }
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    log.warn({ signal }, "second signal: exiting now");
    process.exit(1);
  }
  stopping = true;
  const { delayMs, timeoutMs } = lifecycle.settings;
  lifecycle.draining = true;
  log.info({ signal, inFlight, delayMs }, "shutting down: readiness is 503 from now");
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const drained = new Promise((resolve) => {
    idle = resolve;
    if (inFlight === 0) resolve();
  });
  server.close();
  server.closeIdleConnections();
  await settle(drained, timeoutMs, "in-flight requests");
  server.closeAllConnections();
  for (const hook of [...lifecycle.hooks].reverse()) await settle(hook.run(), timeoutMs, hook.name);
  await settle(app.close(), timeoutMs, "next.js");
  log.info("stopped");
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));
