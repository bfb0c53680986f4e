import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import {
  answerWithRoute,
  matchRoute,
  ROUTE_METHODS,
  routeTable,
  type Route,
  type RouteModule,
} from "@/scripts/api-routes.mjs";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Serves the app's real route handlers (app/**\/route.ts) over real HTTP on a random port, by the
 * same routing the production server answers /api with (scripts/api-routes.mjs), so integration
 * tests exercise the same code as `npm start` while sharing the test process's database handle and
 * log capture.
 */
export async function startTestServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const table = routeTable(
    discoverRoutes().map(({ template, file }) => ({ template, load: () => import(file) as Promise<RouteModule> })),
  );
  const server = http.createServer((req, res) => {
    void dispatch(table, req, res).catch((error: unknown) => {
      res.statusCode = 599;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every app/**\/route.ts, with its path template as the folders spell it ("/api/employers/[employerId]"). */
export function discoverRoutes(): Array<{ template: string; file: string }> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") files.push(full);
    }
  };
  walk(path.join(ROOT, "app"));
  return files.map((file) => {
    const segments = path
      .relative(path.join(ROOT, "app"), path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment));
    return { template: "/" + segments.join("/"), file };
  });
}

async function dispatch(table: Route[], req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const found = matchRoute(table, (req.url ?? "/").split("?")[0]!);
  if (!found) {
    res.writeHead(404);
    res.end();
    return;
  }
  if (await answerWithRoute(found, req, res, "http://127.0.0.1")) return;
  // No handler for the method (every route of ours has all five: lib/api/methods.ts).
  const routeModule = await found.route.module();
  res.writeHead(405, { allow: ROUTE_METHODS.filter((method) => routeModule[method]).join(", ") });
  res.end();
}
