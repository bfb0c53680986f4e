import { and, eq, isNull, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accounts, auditQueue } from "@/db/schema";
import { listDevOutbox } from "@/lib/mail/send-mail";

import { hrBrowser, totpCodeNow } from "../support/hr-browser";
import { httpHarness } from "../support/http-harness";
import { signedInOperator, type OperatorBrowser } from "../support/operator-browser";

// Owners manage the operators (docs/operator.md#operators): invitations through the same link
// machinery as HR's team, roles, disabling; the program always keeps an active owner; nobody but an
// owner may do any of it, and every change is in the platform's trail.

const { server } = httpHarness({ tenant: false });

/** An owner who is, for this test, the program's only active one. */
async function soleOwner(): Promise<OperatorBrowser> {
  const owner = await signedInOperator(server.baseUrl, "owner");
  await (
    await getDb()
  )
    .update(accounts)
    .set({ disabledAt: new Date() })
    .where(and(eq(accounts.realm, "operator"), isNull(accounts.disabledAt), ne(accounts.id, owner.operatorId)));
  return owner;
}

describe("operators managing operators", () => {
  it("an owner invites an operator, who joins in the role given; roles change and disabling ends their sessions", async () => {
    const owner = await soleOwner();
    const email = `support.${Math.random().toString(36).slice(2, 8)}@program.example`;
    const invited = await owner.call<{ role: string }>("POST", "/api/operator/operators", {
      email,
      name: "Sam Support",
      role: "program",
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.role).toBe("program");
    expect(
      (await owner.call("POST", "/api/operator/operators", { email, name: "Again", role: "program" })).status,
    ).toBe(201);
    // The second invitation withdrew the first: of the two links, only one still opens.
    const tokens = (await listDevOutbox({ to: email })).map(
      (mail) => /\/operator\/join#([A-Za-z0-9_-]+)/.exec(mail.text)![1]!,
    );
    expect(tokens).toHaveLength(2);
    const previews = await Promise.all(
      tokens.map(
        async (candidate) =>
          (await hrBrowser(server.baseUrl).call("POST", "/api/operator/join/preview", { token: candidate })).status,
      ),
    );
    expect([...previews].sort()).toEqual([200, 404]);
    const token = tokens[previews.indexOf(200)]!;
    const sam = hrBrowser(server.baseUrl);
    expect((await sam.call("POST", "/api/operator/join", { token })).status).toBe(201);
    const setup = await sam.call<{ secret: string }>("POST", "/api/operator/account/totp/setup");
    await sam.call("POST", "/api/operator/account/totp/confirm", { code: totpCodeNow(setup.body.secret) });
    const account = await sam.call<{ id: string; role: string }>("GET", "/api/operator/account");
    expect(account.body.role).toBe("program");
    // An address already an operator's is refused.
    const taken = await owner.call<{ code: string }>("POST", "/api/operator/operators", {
      email,
      name: "Sam",
      role: "support",
    });
    expect([taken.status, taken.body.code]).toEqual([409, "email_taken"]);

    // Not an owner: nothing about operators, not even the list.
    expect((await sam.call("GET", "/api/operator/operators")).status).toBe(403);
    expect(
      (await sam.call("POST", "/api/operator/operators", { email: "x@program.example", name: "X", role: "owner" }))
        .status,
    ).toBe(403);

    // The role changes from Sam's next request.
    const demoted = await owner.call<{ role: string }>("PATCH", `/api/operator/operators/${account.body.id}`, {
      role: "compliance",
    });
    expect(demoted.body.role).toBe("compliance");
    expect((await sam.call<{ role: string }>("GET", "/api/operator/account")).body.role).toBe("compliance");

    // Disabled: Sam's session ends at once; enabled, Sam may sign in again (a new session).
    expect((await owner.call("POST", `/api/operator/operators/${account.body.id}/disable`)).status).toBe(200);
    expect((await sam.call("GET", "/api/operator/account")).status).toBe(401);
    const listed = await owner.call<{ data: Array<{ id: string; disabledAt: string | null }> }>(
      "GET",
      "/api/operator/operators",
    );
    expect(listed.body.data.find((person) => person.id === account.body.id)?.disabledAt).not.toBeNull();
    expect((await owner.call("POST", `/api/operator/operators/${account.body.id}/enable`)).status).toBe(200);

    const actions = await (
      await getDb()
    )
      .select({ action: auditQueue.action })
      .from(auditQueue)
      .where(and(isNull(auditQueue.employerId), eq(auditQueue.targetId, account.body.id)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["operator.role_changed", "operator.disabled", "operator.enabled"]),
    );
  });

  it("tells the owner who acted and every other active owner of each change to the team, by e-mail", async () => {
    const owner = await soleOwner();
    const other = await signedInOperator(server.baseUrl, "owner");
    const support = await signedInOperator(server.baseUrl, "support");
    const newcomer = `newcomer.${Math.random().toString(36).slice(2, 8)}@program.example`;
    await owner.call("POST", "/api/operator/operators", { email: newcomer, name: "Nia New", role: "program" });
    await owner.call("PATCH", `/api/operator/operators/${support.operatorId}`, { role: "compliance" });
    await owner.call("POST", `/api/operator/operators/${support.operatorId}/disable`);
    for (const person of [owner, other]) {
      const texts = (await listDevOutbox({ to: person.email })).map((mail) => mail.text).join("\n");
      expect(texts).toContain(`${newcomer} was invited to the program's operators as program.`);
      expect(texts).toContain(
        `${support.email}'s role among the program's operators changed from support to compliance.`,
      );
      expect(texts).toContain(`${support.email} was disabled as an operator of the program`);
      expect(texts).toContain("/operator/team");
    }
    // The operator changed is not an owner: they hear nothing of the team's changes.
    const theirs = (await listDevOutbox({ to: support.email })).map((mail) => mail.text).join("\n");
    expect(theirs).not.toContain("was disabled as an operator");
  });

  it("never leaves the program without an active owner", async () => {
    const owner = await soleOwner();
    for (const [method, path, body] of [
      ["PATCH", `/api/operator/operators/${owner.operatorId}`, { role: "program" }],
      ["POST", `/api/operator/operators/${owner.operatorId}/disable`, undefined],
    ] as const) {
      const refused = await owner.call<{ code: string }>(method, path, body);
      expect([refused.status, refused.body.code], `${method} ${path}`).toEqual([409, "last_operator_owner"]);
    }
    // With a second owner, the first may step down.
    const second = await signedInOperator(server.baseUrl, "owner");
    expect(second.role).toBe("owner");
    const stepped = await owner.call<{ role: string }>("PATCH", `/api/operator/operators/${owner.operatorId}`, {
      role: "program",
    });
    expect(stepped.body.role).toBe("program");
  });

  it("refuses an unknown operator and a role that does not exist", async () => {
    const owner = await soleOwner();
    expect((await owner.call("PATCH", "/api/operator/operators/opr_nobody", { role: "program" })).status).toBe(404);
    expect((await owner.call("POST", "/api/operator/operators/opr_nobody/disable")).status).toBe(404);
    const bad = await owner.call<{ errors: Array<{ path: string }> }>("POST", "/api/operator/operators", {
      email: "y@program.example",
      name: "Y",
      role: "admin",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((error) => error.path)).toEqual(["/role"]);
  });
});
