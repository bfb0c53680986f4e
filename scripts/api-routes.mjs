// The app's route handlers (app/**/route.ts) served straight from node:http, by Next.js's file-system
// routing rules: the production server's /api paths (scripts/server.mjs) and the integration tests'
// server (tests/support/test-server.ts) both answer through here.
//
// Why the production server does not leave them to Next.js: our handlers need nothing of Next.js's
// request machinery (no cookies() or headers(), no caching, no middleware: proxy.ts skips /api), and
// that machinery cost about 1.5 ms of CPU on every call, as much as a whole PATCH of our own
// (docs/performance.md, "What a request costs"). The handlers do their own logging, spans, metrics,
// security headers and problem+json (lib/api/route-handler.ts). Pages, and everything else, stay
// with Next.js.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The methods a route module exports (lib/api/methods.ts); HEAD and OPTIONS stay with Next.js. */
export const ROUTE_METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"];

/**
 * A table of routes, most specific first: static segments outrank dynamic ones, which outrank
 * catch-alls (Next.js's precedence). `routes`: `{ template, load }`, the template as the folders
 * spell it ("/api/employers/[employerId]/employees", "/api/[[...unknown]]"), `load` giving the
 * module's exports (its GET, POST …), loaded once on the first request that reaches it.
 */
export function routeTable(routes) {
  return routes
    .map(({ template, load }) => {
      // Route groups, (name), are folders only: they are not in the path.
      const segments = template.split("/").filter((s) => s && !/^\(.*\)$/.test(s));
      const names = [];
      const rank = segments.map((s) =>
        s.startsWith("[[...") ? 3 : s.startsWith("[...") ? 2 : s.startsWith("[") ? 1 : 0,
      );
      const source = segments
        .map((segment) => {
          // [[...x]]: also the path without the segment (/api itself).
          const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
          if (optional) return (names.push({ name: optional[1], many: true }), "(?:/(.+))?");
          const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
          if (catchAll) return (names.push({ name: catchAll[1], many: true }), "/(.+)");
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (dynamic) return (names.push({ name: dynamic[1], many: false }), "/([^/]+)");
          return "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("");
      let loaded;
      return {
        template,
        pattern: new RegExp(`^${source}/?$`),
        names,
        rank,
        module: () => (loaded ??= Promise.resolve().then(load)),
      };
    })
    .sort((a, b) => compareRank(a.rank, b.rank));
}

function compareRank(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The route a path goes to, with its parameters (each segment decoded on its own, as Next.js does,
 * so an encoded "/" stays inside its parameter); undefined when none does, or the path's encoding
 * is broken.
 */
export function matchRoute(table, pathname) {
  for (const route of table) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params = {};
    try {
      route.names.forEach(({ name, many }, index) => {
        const raw = match[index + 1];
        if (raw === undefined) return;
        params[name] = many ? raw.split("/").map(decodeURIComponent) : decodeURIComponent(raw);
      });
    } catch {
      return undefined;
    }
    return { route, params };
  }
  return undefined;
}

/**
 * Answers `req` with the route's handler for its method: the request as a web Request (the body
 * streamed), the handler's Response written back (each Set-Cookie on its own line, the body
 * streamed). `origin` is the scheme and host the request's URL is given (handlers read its path and
 * query; links they make come from configuration). False, having read nothing of the request, when
 * the route has no handler for the method (the caller answers it).
 */
export async function answerWithRoute({ route, params }, req, res, origin) {
  const routeModule = await route.module();
  const handler = routeModule[req.method];
  if (typeof handler !== "function") return false;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(`${origin}${req.url}`, {
    method: req.method,
    headers: requestHeaders(req),
    ...(hasBody ? { body: Readable.toWeb(req), duplex: "half" } : {}),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return true;
  }
  // pipeline keeps to the socket's pace and stops when the client hangs up (a download left
  // half-way is the client's choice, not an error of ours).
  await pipeline(Readable.fromWeb(response.body), res).catch((error) => {
    if (error?.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  });
  return true;
}

/** Node's request headers as a web Headers: a repeated header's values joined, as fetch joins them. */
function requestHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * The /api routes of a production build (`distDir`, .next or the bench's .next-bench), from its
 * app-paths manifest: each compiled route module's handlers, as Next.js itself loads them (the
 * route module's userland, once its chunks have loaded).
 */
export function apiRoutesOfBuild(distDir) {
  const serverDir = path.resolve(distDir, "server");
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, "app-paths-manifest.json"), "utf8"));
  const require = createRequire(path.join(serverDir, "noop.js"));
  return Object.entries(manifest)
    .filter(([key]) => key.startsWith("/api/") && key.endsWith("/route"))
    .map(([key, file]) => ({
      template: key.slice(0, -"/route".length),
      load: async () => {
        const { routeModule } = require(path.join(serverDir, file));
        await routeModule.ensureUserland?.();
        return routeModule.userland;
      },
    }));
}
