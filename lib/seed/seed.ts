import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { HR_ROLES, type HrRole } from "@/lib/domain/hr/hr-roles";
import { getEnv, sftpPublicAddress } from "@/lib/env";
import { totpUri } from "@/lib/auth/totp";
import { randomBase62 } from "@/lib/ids";
import { createAdminUser } from "@/lib/services/admin/create-admin-user";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import { systemContext, type Actor } from "@/lib/services/context";
import { createEmployer } from "@/lib/services/employers/create-employer";
import { updateHrContact } from "@/lib/services/employers/update-hr-contact";
import { createSftpAccount } from "@/lib/services/sftp-accounts/create-sftp-account";
import { enrolTotpForDemo } from "@/lib/services/accounts/enrol-totp-for-demo";

import type { Db } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { accounts, agreements, employers } from "@/db/schema";
import { seedAgreements } from "./seed-agreements";
import { seedDemoEmployees } from "./seed-employees";
import { seedDemoOperator, type DemoOperator } from "./seed-operator";
import { hrEmail } from "@/lib/services/accounts/hr-people";

export type { DemoOperator };

export type DemoEmployer = {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  payrollDeductionRepayment: boolean;
  paymentMethodRepayment: boolean;
  payrollSchedules: Array<{ id: number; name: string; active: boolean }>;
  /** The employer's demo HR team, one person in each role, for the HR area's sign-in page. */
  hr: Record<HrRole, { email: string; password: string }> & {
    /** The owner's authenticator app (TOTP): add the secret (or the URI) to an app, or compute codes from it. */
    owner: { totpSecret: string; totpUri: string };
  };
  /** The employer's demo SFTP account, for eligibility files (`sftp -P <port> <username>@<host>`). */
  sftp: { host: string; port: number; username: string; password: string };
};

/** What the seed made, as demo.json holds it: the demo employers, and the operator console's demo owner. */
export type DemoData = { employers: DemoEmployer[]; operator: DemoOperator };

const DEMO_EMPLOYERS = [
  {
    name: "Acme Manufacturing",
    payrollDeductionRepayment: true,
    paymentMethodRepayment: false,
    adminEmail: "hr@acme.example",
    hrContact: { name: "Acme Benefits team", email: "benefits@acme.example", phone: "+14155550142" },
  },
  {
    name: "Globex Retail",
    payrollDeductionRepayment: false,
    paymentMethodRepayment: true,
    adminEmail: "hr@globex.example",
    hrContact: { name: "Globex People team", email: "people@globex.example", phone: null },
  },
] as const;

export const demoFilePath = () => path.resolve(getEnv().DATA_DIR, "demo.json");

const DEMO_ROLE_NAMES: Record<HrRole, string> = { owner: "HR owner", admin: "HR admin", viewer: "HR viewer" };

const SEED: Actor = { type: "system", name: "seed" };
/** pg_advisory_xact_lock key: instances starting at once on an empty database seed it once. */
const SEED_LOCK_KEY = 7_236_405_191_880_337_002n.toString();

/** Seeds the demo employers and operator unless the database already has employers. Returns what it created. */
export function seedIfEmpty(db: Db): Promise<DemoData | undefined> {
  return seed(db, { onlyIfEmpty: true });
}

/** Adds a demo set whatever the database holds (`npm run seed -- --force`). */
export async function seedDemoData(db: Db): Promise<DemoData> {
  // Without onlyIfEmpty, seed always creates a set.
  return (await seed(db, { onlyIfEmpty: false }))!;
}

/** Why the demo data is never written in production: said by `npm run seed`, thrown by seed() itself. */
export const SEED_REFUSES_PRODUCTION =
  "npm run seed refuses APP_ENV=production: it writes the demo employers (Acme, Globex), their HR owners with demo passwords and the demo agreements, which must never reach a production database.";

async function seed(db: Db, { onlyIfEmpty }: { onlyIfEmpty: boolean }): Promise<DemoData | undefined> {
  // The server seeds only outside production and `npm run seed` refuses it first; this is the last
  // guard, so no caller can write demo people and passwords into a production database.
  if (getEnv().APP_ENV === "production") throw new Error(SEED_REFUSES_PRODUCTION);
  const created: { employers: Array<Omit<DemoEmployer, "sftp">>; operator: DemoOperator } | undefined =
    await inTransaction({ db, actor: SEED }, async (tx) => {
      if (onlyIfEmpty) {
        // The check and the seed under one lock: a second instance waits, then finds employers.
        await tx.db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        const existing = await tx.db.select({ id: employers.id }).from(employers).limit(1);
        if (existing.length > 0) return undefined;
      }
      const result: Array<Omit<DemoEmployer, "sftp">> = [];
      const existingAgreements = await tx.db.select({ id: agreements.id }).from(agreements).limit(1);
      if (existingAgreements.length === 0) await seedAgreements(tx.db);
      for (const demo of DEMO_EMPLOYERS) {
        const schedules = [
          { name: "Every other Friday", payFrequency: "biweekly" as const, active: true },
          { name: "Monthly (retired)", payFrequency: "monthly" as const, active: false },
        ];
        const { adminEmail, hrContact, ...employerInput } = demo;
        const { employer, scheduleIds } = await createEmployer({ ctx: tx, input: { ...employerInput, schedules } });
        await updateHrContact({ ctx: { ...tx, employerId: employer.id }, input: hrContact });
        const client = await createApiClient({
          ctx: tx,
          input: { name: `${demo.name} demo client`, employerIds: [employer.id] },
        });
        const hr = {} as DemoEmployer["hr"];
        for (const role of HR_ROLES) {
          // hr@acme.example is the owner; the others are hr+admin@ and hr+viewer@.
          const wanted = role === "owner" ? adminEmail : adminEmail.replace("@", `+${role}@`);
          // A second demo set (`--force`) gets its own addresses: HR e-mails are unique.
          const taken = await tx.db.select({ id: accounts.id }).from(accounts).where(hrEmail(wanted));
          const email = taken.length > 0 ? wanted.replace("@", `+${randomBase62(4).toLowerCase()}@`) : wanted;
          // The owner's authenticator app is filled in just below, once the person exists.
          (hr as Record<HrRole, { email: string; password: string }>)[role] = {
            email,
            password: `demo-${randomBase62(16)}`,
          };
          const adminId = await createAdminUser({
            ctx: tx,
            input: {
              employerId: employer.id,
              email,
              name: `${demo.name} ${DEMO_ROLE_NAMES[role]}`,
              password: hr[role].password,
              role,
            },
          });
          if (role === "owner") {
            const totpSecret = await enrolTotpForDemo({ ctx: tx, accountId: adminId });
            hr.owner = {
              ...hr.owner,
              totpSecret,
              totpUri: totpUri({ issuer: "Benefits HR", email, secret: totpSecret }),
            };
          }
        }
        result.push({
          id: employer.id,
          name: employer.name,
          ...client,
          payrollDeductionRepayment: employer.payrollDeductionRepayment,
          paymentMethodRepayment: employer.paymentMethodRepayment,
          payrollSchedules: schedules.map((schedule, index) => ({
            id: scheduleIds[index]!,
            name: schedule.name,
            active: schedule.active,
          })),
          hr,
        });
      }
      return { employers: result, operator: await seedDemoOperator({ ctx: tx }) };
    });
  if (!created) return undefined;
  const seeded: DemoEmployer[] = [];
  for (const [index, employer] of created.employers.entries()) {
    const activeScheduleId = employer.payrollSchedules.find((schedule) => schedule.active)!.id;
    await seedDemoEmployees(db, {
      id: employer.id,
      domain: DEMO_EMPLOYERS[index]!.adminEmail.split("@")[1]!,
      activeScheduleId,
    });
    const { account, password } = await createSftpAccount({
      ctx: systemContext(db, "seed", employer.id),
      input: { name: "Demo payroll export", password: true },
    });
    seeded.push({ ...employer, sftp: { ...sftpPublicAddress(), username: account.username, password: password! } });
  }
  const demo = { employers: seeded, operator: created.operator };
  writeDemoFile(demo);
  return demo;
}

function writeDemoFile(demo: DemoData): void {
  const file = demoFilePath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(demo, null, 2) + "\n", { mode: 0o600 });
}

export function describeDemo({ employers, operator }: DemoData): string {
  const lines = employers.map(
    (employer) =>
      `  ${employer.name} (${employer.id})\n` +
      `    repayment: ${employer.payrollDeductionRepayment ? "payroll deduction" : "payment method"}\n` +
      `    client id: ${employer.clientId}\n    client secret: ${employer.clientSecret}\n` +
      HR_ROLES.map((role) => `    HR ${role}: ${employer.hr[role].email} / ${employer.hr[role].password}\n`).join("") +
      `    HR owner's authenticator app (TOTP) secret: ${employer.hr.owner.totpSecret}\n` +
      `    SFTP: sftp -P ${employer.sftp.port} ${employer.sftp.username}@${employer.sftp.host} (password ${employer.sftp.password})\n` +
      `    payroll schedules: ${employer.payrollSchedules.map((s) => `${s.id} (${s.active ? "active" : "inactive"})`).join(", ")}`,
  );
  const consoleLines =
    `  Operator console (/operator/sign-in)\n` +
    `    operator ${operator.role}: ${operator.email} / ${operator.password}\n` +
    `    operator ${operator.role}'s authenticator app (TOTP) secret: ${operator.totpSecret}`;
  return `Demo data seeded; credentials written to ${demoFilePath()}\n${lines.join("\n")}\n${consoleLines}`;
}
