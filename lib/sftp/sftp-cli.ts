import { closeDb } from "@/db/client";
import { openCommandDatabase } from "@/db/command-database";
import { assertReadyToStart } from "@/lib/env";
import { logger } from "@/lib/logger";
import { startMetricsServer } from "@/lib/telemetry/metrics-server";
import { startTracing } from "@/lib/telemetry/start-tracing";

import { startSftpServer } from "./server";

// `npm run sftp`: the SFTP server for eligibility files as its own process (docs/deploy.md), for
// PostgreSQL deployments. On the embedded database the app server runs it (SFTP_SERVER=in-app,
// the default there): PGlite serves one process. Any number may run, each on its own address
// behind a TCP load balancer, all with the same SFTP_HOST_KEY.
async function main() {
  let env;
  try {
    // This process serves SFTP whatever SFTP_SERVER says for the app instances: production needs the host key.
    env = assertReadyToStart({ ...process.env, SFTP_SERVER: "in-app" });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Its logins, sessions and refusals, traced and counted (the database gauges are the app's and the workers').
  const tracing = startTracing(env);
  const metrics = env.METRICS_PORT === undefined ? undefined : await startMetricsServer({ port: env.METRICS_PORT });
  await openCommandDatabase({
    command: "sftp",
    onEmbedded: "on the embedded database the app server runs the SFTP server itself",
  });
  let server;
  try {
    server = await startSftpServer({}, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await closeDb();
    process.exit(1);
  }
  console.log(`SFTP server listening on port ${server.port} (host key ${server.fingerprint})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      logger.info({ signal }, "sftp server stopping");
      await server.close();
      await metrics?.close();
      await closeDb();
      await tracing.shutdown();
      process.exit(0);
    });
  }
}

void main();
