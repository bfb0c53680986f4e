import { closeDb, getDbHandle } from "./client";

/**
 * Opens the database for a command that runs beside the app server (`npm run worker`, `npm run
 * sftp`): PostgreSQL only, because the embedded database serves one process and that is the
 * server. When it is the embedded one, or cannot be opened (PostgreSQL down, a wrong password, a
 * migration that fails), the command says so in one line and exits 1 — never a stack trace.
 */
export async function openCommandDatabase({
  command,
  onEmbedded,
}: {
  /** The npm script, as the operator typed it: "worker", "sftp". */
  command: string;
  /** What runs it instead on the embedded database. */
  onEmbedded: string;
}): Promise<void> {
  let kind: "pglite" | "postgres";
  try {
    ({ kind } = await getDbHandle());
  } catch (error) {
    console.error(`npm run ${command} could not open the database: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (kind !== "postgres") {
    console.error(`npm run ${command} needs DATABASE_URL=postgres://… (${onEmbedded}).`);
    await closeDb();
    process.exit(1);
  }
}
