// `npm run operator:create -- --email <address> [--name <name>]`, on a server's own shell: makes
// the program's first operator owner. It prints a one-time link, valid 24 hours, where the owner
// joins and enrols a passkey or an authenticator app (docs/operator.md#the-first-owner). Refused
// while an active owner exists: from then on owners invite operators from the console. Running it
// again before the link is used gives a new link and withdraws the earlier one.
// Exits 0 with the link, 3 when refused (the problem's code on stderr), 2 on a usage error or a failure.
import os from "node:os";
import { parseArgs } from "node:util";

import { closeDb, getDb } from "@/db/client";
import { AppError } from "@/lib/errors/app-error";
import { systemWideContext } from "@/lib/services/context";
import { inviteFirstOperatorOwner } from "@/lib/services/operators/invite-first-owner";

const USAGE = "usage: npm run operator:create -- --email <address> [--name <the owner's name>]";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, help: { type: "boolean", default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const email = values.email?.trim() ?? "";
  if (!EMAIL.test(email) || email.length > 254) {
    console.error(`${USAGE}\n--email must be an e-mail address`);
    return 2;
  }
  const name = values.name?.trim() || email;
  const db = await getDb();
  try {
    const { url, expiresAt } = await inviteFirstOperatorOwner({
      ctx: systemWideContext(db, "operator:create"),
      email,
      name,
      shell: { user: os.userInfo().username, host: os.hostname() },
    });
    console.log(`The first operator owner's link for ${email} (one use, until ${expiresAt.toISOString()}):`);
    console.log(url);
    console.log("Open it in a browser to join and add a passkey or an authenticator app.");
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`${error.code}: ${error.message}`);
      return 3;
    }
    throw error;
  }
}

main()
  .then(async (status) => {
    await closeDb();
    process.exit(status);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => {});
    process.exit(2);
  });
