// @module-tag embedded-db — also on PGlite: the demo seed, written on the embedded database by the first npm start.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accounts, accountTotp, adminUsers, employees, employers, operators } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { verifyPassword } from "@/lib/auth/password";
import { describeDemo, SEED_REFUSES_PRODUCTION, seedDemoData } from "@/lib/seed/seed";
import { verifySftpPassword } from "@/lib/services/sftp-accounts/verify-sftp-password";
import { anonymousContext } from "@/lib/services/context";

import { PRODUCTION_ENV } from "../support/production-env";

describe("the demo seed", () => {
  it("creates the demo employers with an HR owner, admin and viewer, an API client and employees at different stages", async () => {
    const db = await getDb();
    const demo = await seedDemoData(db);
    const seeded = demo.employers;
    expect(seeded.map((employer) => employer.name)).toEqual(["Acme Manufacturing", "Globex Retail"]);
    for (const employer of seeded) {
      expect(employer.clientSecret).toMatch(/\S{20,}/);
      for (const role of ["owner", "admin", "viewer"] as const) expect(employer.hr[role].password).toMatch(/^demo-/);
      // The owner has an authenticator app, printed for the demo.
      expect(employer.hr.owner.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      expect(employer.hr.owner.totpUri).toContain(`secret=${employer.hr.owner.totpSecret}`);
      expect(describeDemo(demo)).toContain(employer.hr.owner.totpSecret);
      const team = await db
        .select({ email: accounts.email, role: adminUsers.role })
        .from(adminUsers)
        .innerJoin(accounts, eq(accounts.id, adminUsers.id))
        .where(eq(adminUsers.employerId, employer.id));
      expect(team.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
        { email: employer.hr.admin.email, role: "admin" },
        { email: employer.hr.owner.email, role: "owner" },
        { email: employer.hr.viewer.email, role: "viewer" },
      ]);
      // An SFTP account per employer, for `sftp -P 2222 <username>@localhost`.
      expect(employer.sftp).toMatchObject({
        host: "localhost",
        port: 2222,
        username: expect.stringMatching(/^(acme-manufacturing|globex-retail)-[a-z0-9]{8}$/),
      });
      expect(
        await verifySftpPassword({
          ctx: anonymousContext(db),
          username: employer.sftp.username,
          password: employer.sftp.password,
        }),
      ).toMatchObject({ employerId: employer.id });
      const people = await db.select().from(employees).where(eq(employees.employerId, employer.id));
      expect(people).toHaveLength(6);
      const byName = new Map(people.map((person) => [person.lastName, person]));
      expect(byName.get("Patel")?.requirementsUnmet).toContain("eligibility_status");
      expect(byName.get("Ortega")?.requirementsUnmet).toContain("payroll_schedule");
      expect(byName.get("Kim")?.requirementsUnmet).toContain("over_18");
      expect(byName.get("Okafor")?.requirementsUnmet).toContain("enrolled_in_onboarding");
      // Personal details complete: what is left is the employee's own steps.
      expect(byName.get("Chen")?.requirementsUnmet).not.toContain("ssn");
      expect(byName.get("Chen")?.ssnLastFour).toBe("8765");
      expect(people.every((person) => person.requirementsComplete === false)).toBe(true);
    }
  });

  it("creates the operator console's demo owner, with a password and an authenticator app, printed for the demo", async () => {
    const db = await getDb();
    const demo = await seedDemoData(db);
    const { operator } = demo;
    // A second demo set in the same database gets its own address (ops+xxxx@): e-mails are unique.
    expect(operator.email).toMatch(/^ops(\+[a-z0-9]{4})?@program\.example$/);
    expect(operator).toMatchObject({ role: "owner", password: expect.stringMatching(/^demo-/) });
    expect(operator.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(operator.totpUri).toContain(`secret=${operator.totpSecret}`);
    expect(operator.totpUri).toContain("Benefits%20Operations");
    const described = describeDemo(demo);
    for (const printed of [operator.email, operator.password, operator.totpSecret])
      expect(described).toContain(printed);
    const [row] = await db
      .select({ id: accounts.id, passwordHash: accounts.passwordHash, role: operators.role, realm: accounts.realm })
      .from(operators)
      .innerJoin(accounts, eq(accounts.id, operators.id))
      .where(eq(accounts.email, operator.email));
    expect(row).toMatchObject({ role: "owner", realm: "operator" });
    expect(await verifyPassword(operator.password, row!.passwordHash!)).toBe(true);
    const [app] = await db.select().from(accountTotp).where(eq(accountTotp.accountId, row!.id));
    expect(app?.confirmedAt).toBeInstanceOf(Date);
  });
});

describe("the demo seed in production", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(PRODUCTION_ENV)) delete process.env[name];
    Object.assign(process.env, saved);
    resetEnvCache();
  });

  // Every production setting given, so the refusal is the seed's own and not a missing secret; on
  // PostgreSQL, since production refuses the embedded database before anything else.
  it.runIf(process.env.DATABASE_KIND === "postgres")(
    "refuses APP_ENV=production, saying why, and writes nothing",
    async () => {
      const db = await getDb();
      const before = (await db.select({ id: employers.id }).from(employers)).length;
      Object.assign(process.env, PRODUCTION_ENV);
      resetEnvCache();
      await expect(seedDemoData(db)).rejects.toThrow(SEED_REFUSES_PRODUCTION);
      expect((await db.select({ id: employers.id }).from(employers)).length).toBe(before);
    },
  );
});
