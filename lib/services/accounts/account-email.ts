import { and, eq } from "drizzle-orm";

import { accounts } from "@/db/schema";
import type { Realm } from "@/lib/domain/accounts/realms";

/** The account of the realm an e-mail names (for a `where`): an e-mail is unique within a realm, not across them. */
export const accountEmail = (realm: Realm, email: string) =>
  and(eq(accounts.realm, realm), eq(accounts.email, email.trim().toLowerCase()));
