import { randomBytes } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";

import { getDb } from "@/db/client";
import { accountInvites, accountSessions, auditQueue, auditRecords } from "@/db/schema";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";
import { createId } from "@/lib/ids";
import { newInviteToken } from "@/lib/services/accounts/invites";

import { hrBrowser, totpCodeNow, type HrBrowser } from "./hr-browser";

/** An operator signed in to the console in a browser of its own, with an authenticator app's secret. */
export type OperatorBrowser = HrBrowser & { operatorId: string; email: string; secret: string; role: OperatorRole };

/**
 * An operator of the role, joined through an invitation (as an owner's would be: written here
 * directly) and enrolled with an authenticator app, signed in with a fresh factor.
 */
export async function signedInOperator(baseUrl: string, role: OperatorRole): Promise<OperatorBrowser> {
  const db = await getDb();
  const email = `op.${randomBytes(4).toString("hex")}@program.example`;
  const { token, tokenHash } = newInviteToken();
  await db.insert(accountInvites).values({
    id: createId("oinv"),
    realm: "operator",
    email,
    name: `Operator ${role}`,
    role,
    tokenHash,
    invitedBy: null,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const as = hrBrowser(baseUrl);
  const joined = await as.call("POST", "/api/operator/join", { token });
  expect(joined.status, joined.text).toBe(201);
  const setup = await as.call<{ secret: string }>("POST", "/api/operator/account/totp/setup");
  expect(setup.status, setup.text).toBe(200);
  const confirmed = await as.call("POST", "/api/operator/account/totp/confirm", {
    code: totpCodeNow(setup.body.secret),
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  const account = await as.call<{ id: string }>("GET", "/api/operator/account");
  return { ...as, operatorId: account.body.id, email, secret: setup.body.secret, role };
}

/** The operator's last factor, `minutes` ago: past five minutes, every write asks for step-up. */
export async function ageFactor(operator: OperatorBrowser, minutes: number): Promise<void> {
  await (
    await getDb()
  )
    .update(accountSessions)
    .set({ factorAt: new Date(Date.now() - minutes * 60 * 1000) })
    .where(eq(accountSessions.accountId, operator.operatorId));
}

/** What the platform's trail (the chain of no employer) holds for a target, queued or sealed, oldest first. */
export async function platformTrail(targetId: string): Promise<string[]> {
  const db = await getDb();
  const [queued, sealed] = await Promise.all(
    [auditQueue, auditRecords].map((table) =>
      db
        .select({ action: table.action, occurredAt: table.occurredAt })
        .from(table)
        .where(and(isNull(table.employerId), eq(table.targetId, targetId))),
    ),
  );
  return [...queued!, ...sealed!]
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
    .map((row) => row.action);
}
