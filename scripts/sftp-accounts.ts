// `npm run sftp:accounts -- <command> --employer empr_… [options]`: an employer's SFTP accounts
// from the command line, through the same use cases as the admin area. Prints JSON; a password
// appears only in the answer that creates or rotates it. On the embedded database stop the server
// first (PGlite serves one process); on PostgreSQL run it any time.
//
//   list         --employer <id>
//   create       --employer <id> --name <label> [--no-password] [--public-key-file <file.pub>]
//   rotate       --employer <id> --account <sftp_…>
//   add-key      --employer <id> --account <sftp_…> --public-key-file <file.pub>
//   remove-key   --employer <id> --account <sftp_…> --key <sshk_…>
//   revoke       --employer <id> --account <sftp_…>
import fs from "node:fs";
import { parseArgs } from "node:util";

import { closeDb, getDb } from "@/db/client";
import { serializeSftpAccount } from "@/lib/api/serializers/sftp";
import { sftpPublicAddress } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { createSftpAccountSchema } from "@/lib/schemas/sftp";
import { systemContext } from "@/lib/services/context";
import { addSftpKey } from "@/lib/services/sftp-accounts/add-sftp-key";
import { createSftpAccount } from "@/lib/services/sftp-accounts/create-sftp-account";
import { getSftpAccountOrThrow } from "@/lib/services/sftp-accounts/get-sftp-account-or-throw";
import { listSftpAccounts } from "@/lib/services/sftp-accounts/list-sftp-accounts";
import { removeSftpKey } from "@/lib/services/sftp-accounts/remove-sftp-key";
import { revokeSftpAccount } from "@/lib/services/sftp-accounts/revoke-sftp-account";
import { rotateSftpPassword } from "@/lib/services/sftp-accounts/rotate-sftp-password";

const USAGE =
  "usage: npm run sftp:accounts -- list|create|rotate|add-key|remove-key|revoke --employer <employerId> [--account <sftp_…>] [--name <label>] [--no-password] [--public-key-file <file.pub>] [--key <sshk_…>]";

async function main(): Promise<unknown> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      employer: { type: "string" },
      account: { type: "string" },
      name: { type: "string" },
      key: { type: "string" },
      "public-key-file": { type: "string" },
      "no-password": { type: "boolean", default: false },
    },
  });
  const [command] = positionals;
  if (!command || !values.employer) throw new UsageError();
  const ctx = systemContext(await getDb(), "cli", values.employer);
  const publicKey = values["public-key-file"] ? fs.readFileSync(values["public-key-file"], "utf8") : undefined;
  const accountId = () =>
    values.account ??
    (() => {
      throw new UsageError();
    })();
  const account = async (id: string) => serializeSftpAccount(await getSftpAccountOrThrow({ ctx, accountId: id }));
  switch (command) {
    case "list":
      return { data: (await listSftpAccounts({ ctx })).map((row) => serializeSftpAccount(row)) };
    case "create": {
      const input = createSftpAccountSchema.parse({
        name: values.name ?? "SFTP account",
        password: !values["no-password"],
        publicKey,
      });
      const created = await createSftpAccount({ ctx, input });
      return serializeSftpAccount(created.account, created.password);
    }
    case "rotate":
      return { ...(await rotateSftpPassword({ ctx, accountId: accountId() })), ...sftpPublicAddress() };
    case "add-key":
      if (!publicKey) throw new UsageError();
      await addSftpKey({ ctx, accountId: accountId(), publicKey });
      return account(accountId());
    case "remove-key":
      if (!values.key) throw new UsageError();
      await removeSftpKey({ ctx, accountId: accountId(), keyId: values.key });
      return account(accountId());
    case "revoke":
      await revokeSftpAccount({ ctx, accountId: accountId() });
      return account(accountId());
    default:
      throw new UsageError();
  }
}

class UsageError extends Error {
  constructor() {
    super(USAGE);
  }
}

main()
  .then(async (result) => {
    console.log(JSON.stringify(result, null, 2));
    await closeDb();
  })
  .catch(async (error: unknown) => {
    if (error instanceof UsageError) console.error(error.message);
    else if (error instanceof AppError)
      console.error(JSON.stringify({ code: error.code, detail: error.detail, errors: error.options.errors }, null, 2));
    else console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => {});
    process.exit(error instanceof UsageError ? 2 : 1);
  });
