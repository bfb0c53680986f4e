// The bare floor of the HTTP benchmark: a node:http server that runs the same indexed SELECT as
// GET /api/employers/{id}/payroll-schedules (through the same db client and service function)
// with no framework, no authentication and no logging. Started by bench/http-load.ts in its own
// process (PGlite serves one process), configured by the environment.
import http from "node:http";

import { getDb } from "@/db/client";
import { listPayrollSchedules } from "@/lib/services/employers/list-payroll-schedules";

const employerId = process.env.BENCH_EMPLOYER_ID ?? "";
const port = Number(process.env.PORT ?? 0);

async function main() {
  const db = await getDb();
  const server = http.createServer((request, response) => {
    if (request.url === "/health") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    listPayrollSchedules({ ctx: { db, actor: { type: "system", name: "bench-floor" }, employerId } })
      .then((rows) =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: rows })),
      )
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, "127.0.0.1");
  process.once("SIGTERM", () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

void main();
