/** The server the PostgreSQL suite creates its throwaway databases on. */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}
