import { closeDb } from "@/db/client";

/**
 * Runs a command that answers yes or no, then closes the database and exits: 0 when `main` says
 * yes, 1 when it says no, 2 when it throws (its message on stderr).
 */
export function exitWithVerdict(main: () => Promise<boolean>): void {
  main()
    .then(async (ok) => {
      await closeDb();
      process.exit(ok ? 0 : 1);
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await closeDb().catch(() => {});
      process.exit(2);
    });
}
