import { Client } from "pg";

/** The server the PostgreSQL suite creates its throwaway databases on. */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

/** Runs one statement (create / drop database) on its own connection to `connectionString`. */
export async function runStatement(connectionString: string, statement: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
