import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Route = { pattern: RegExp; names: string[]; file: string; rank: number[]; template: string };

const ROOT = path.resolve(__dirname, "../..");
const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

/**
 * Serves the app's real route handlers (app/**\/route.ts) over real HTTP on a random port, with
 * Next.js's file-system routing rules, so integration tests exercise the same code as `next start`
 * while sharing the test process's database handle and log capture.
 */
export async function startTestServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const routes = discoverRoutes();
  const server = http.createServer((req, res) => {
    void dispatch(routes, req, res).catch((error: unknown) => {
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

export function discoverRoutes(): Route[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") files.push(full);
    }
  };
  walk(path.join(ROOT, "app"));
  return files
    .map((file) => {
      const segments = path
        .relative(path.join(ROOT, "app"), path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s));
      const names: string[] = [];
      // Static segments outrank dynamic ones, which outrank catch-alls (Next.js's precedence).
      const rank = segments.map((s) =>
        s.startsWith("[[...") ? 3 : s.startsWith("[...") ? 2 : s.startsWith("[") ? 1 : 0,
      );
      const source = segments
        .map((segment) => {
          // [[...x]]: also the path without the segment (/api itself).
          const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
          if (optional) return (names.push(optional[1]!), "(?:/(.+))?");
          const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
          if (catchAll) return (names.push(catchAll[1]!), "/(.+)");
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (dynamic) return (names.push(dynamic[1]!), "/([^/]+)");
          return "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("");
      return { pattern: new RegExp(`^${source}/?$`), names, file, rank, template: "/" + segments.join("/") };
    })
    .sort((a, b) => compareRank(a.rank, b.rank));
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

async function dispatch(routes: Route[], req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const pathname = decodeURIComponent(url.pathname);
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const mod = (await import(route.file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const handler = mod[req.method as (typeof METHODS)[number]];
    if (!handler) {
      res.writeHead(405, { allow: METHODS.filter((m) => mod[m]).join(", ") });
      res.end();
      return;
    }
    const params: Record<string, string | string[]> = {};
    route.names.forEach((name, index) => {
      const value = match[index + 1] ?? "";
      params[name] =
        route.pattern.source.includes("(.+)") && index === route.names.length - 1 && value.includes("/")
          ? value.split("/")
          : value;
    });
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      // @ts-expect-error -- Node's fetch needs duplex for streamed request bodies; lib.dom lacks it
      duplex: "half",
    });
    const response = await handler(request, { params: Promise.resolve(params) });
    // Each Set-Cookie on its own line, as Next.js sends them (an object of entries would keep the last).
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers.entries());
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers["set-cookie"] = cookies;
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  res.writeHead(404);
  res.end();
}
