import type { PGlite } from "@electric-sql/pglite";
import type { Client } from "pg";

import { getDbHandle } from "@/db/client";
import { WORK_CHANNELS, type WorkChannel } from "@/db/work-channels";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

export type WorkListener = { close: () => Promise<void> };

const CHANNEL_OF = new Map<string, WorkChannel>(
  Object.entries(WORK_CHANNELS).map(([channel, name]) => [name, channel as WorkChannel]),
);
const MAX_RECONNECT_DELAY_MS = 30_000;
/** Its application_name, so operators (and a test) can find the connection in pg_stat_activity. */
export const LISTENER_NAME = "background-worker-listen";

/**
 * Calls `onWork` when a committed write announces work (db/work-channels.ts). On PostgreSQL, a
 * dedicated connection LISTENs (a pooled one could be handed to someone else); when it drops, it
 * reconnects with backoff and reports every channel, since notifications sent meanwhile are lost.
 * On PGlite, its own listen(). Polling stays the fallback either way.
 */
export async function listenForWork(onWork: (channel: WorkChannel) => void): Promise<WorkListener> {
  const handle = await getDbHandle();
  if (handle.kind === "pglite") {
    // The PGlite handle's drizzle instance wraps the PGlite client (db/client.ts).
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const unsubscribes = await Promise.all(
      Object.values(WORK_CHANNELS).map((name) => client.listen(name, () => onWork(CHANNEL_OF.get(name)!))),
    );
    return {
      close: async () =>
        void (await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe().catch(() => undefined)))),
    };
  }
  return listenOnPostgres(getEnv().DATABASE_URL!, onWork);
}

async function listenOnPostgres(url: string, onWork: (channel: WorkChannel) => void): Promise<WorkListener> {
  const { Client: PgClient } = await import("pg");
  let closed = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async () => {
    if (closed) return;
    const next = new PgClient({ connectionString: url, application_name: LISTENER_NAME });
    next.on("notification", (message) => {
      const channel = CHANNEL_OF.get(message.channel);
      if (channel) onWork(channel);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "work listener connection lost; reconnecting");
      reconnect(next);
    });
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      for (const name of Object.values(WORK_CHANNELS)) await next.query(`LISTEN ${name}`);
      client = next;
      if (failures > 0) for (const channel of CHANNEL_OF.values()) onWork(channel);
      failures = 0;
    } catch (error) {
      logger.warn({ err: error }, "work listener could not connect; polling until it does");
      reconnect(next);
    }
  };

  const reconnect = (dead: Client) => {
    if (closed || retry || (client && client !== dead)) return;
    client = undefined;
    dead.removeAllListeners("end");
    void dead.end().catch(() => undefined);
    failures += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      Math.min(250 * 2 ** failures, MAX_RECONNECT_DELAY_MS),
    );
    retry.unref?.();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners("end");
      await current?.end().catch(() => undefined);
    },
  };
}
