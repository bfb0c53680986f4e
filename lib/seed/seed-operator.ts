import { hashPassword } from "@/lib/auth/password";
import { totpUri } from "@/lib/auth/totp";
import { REALM_DISPLAY_NAMES } from "@/lib/domain/accounts/realms";
import { randomBase62 } from "@/lib/ids";
import { enrolTotpForDemo } from "@/lib/services/accounts/enrol-totp-for-demo";
import type { QueryContext } from "@/lib/services/context";
import { insertOperator, operatorEmail } from "@/lib/services/operators/operator-people";

import { accounts } from "@/db/schema";

/** The operator console's demo owner: an e-mail and a password, then a code from the authenticator app. */
export type DemoOperator = {
  email: string;
  password: string;
  role: "owner";
  /** The authenticator app (TOTP): add the secret (or the URI) to an app, or compute codes from it. */
  totpSecret: string;
  totpUri: string;
};

const DEMO_OPERATOR = { email: "ops@program.example", name: "Program operations owner" };

/**
 * The console's demo owner, with a password and a confirmed authenticator app, so the console can
 * be tried at once; `npm start` prints them. In the seed's transaction: an owner made here is an
 * active one, so `npm run operator:create` refuses on a demo database, as it would on a live one.
 */
export async function seedDemoOperator({ ctx }: { ctx: QueryContext }): Promise<DemoOperator> {
  // A second demo set (`npm run seed -- --force`) gets its own address: operator e-mails are unique.
  const taken = await ctx.db.select({ id: accounts.id }).from(accounts).where(operatorEmail(DEMO_OPERATOR.email));
  const email =
    taken.length > 0 ? DEMO_OPERATOR.email.replace("@", `+${randomBase62(4).toLowerCase()}@`) : DEMO_OPERATOR.email;
  const password = `demo-${randomBase62(16)}`;
  const operator = await insertOperator({
    ctx,
    person: { email, name: DEMO_OPERATOR.name, role: "owner", passwordHash: await hashPassword(password) },
  });
  const totpSecret = await enrolTotpForDemo({ ctx, accountId: operator.id });
  return {
    email,
    password,
    role: "owner",
    totpSecret,
    totpUri: totpUri({ issuer: REALM_DISPLAY_NAMES.operator, email, secret: totpSecret }),
  };
}
