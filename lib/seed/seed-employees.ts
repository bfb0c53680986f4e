import { createEmployeeSchema } from "@/lib/schemas/employee";
import { systemContext } from "@/lib/services/context";
import { createEmployee } from "@/lib/services/employees/create-employee";

import type { Db } from "@/db/client";

type DemoPerson = { firstName: string; lastName: string; withoutSchedule?: true; fields: Record<string, unknown> };

// The sandbox's "complete" SSN and phone (README: sandbox test values).
const ready = (birthDate: string) => ({
  birthDate,
  ssn: "231-54-8765",
  phoneNumber: "+14155552671",
  address: { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" },
});

const PEOPLE: DemoPerson[] = [
  // personal details done; agreements, ATR and identity left
  {
    firstName: "Maya",
    lastName: "Chen",
    fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true, ...ready("1988-03-14") },
  },
  // no payroll schedule yet (the employer's to fix)
  {
    firstName: "Luis",
    lastName: "Ortega",
    withoutSchedule: true,
    fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true },
  },
  // reported not eligible
  {
    firstName: "Priya",
    lastName: "Patel",
    fields: { isEmployed: true, isEligible: false, enrollInNewOnboarding: true },
  },
  // just added: not enrolled, nothing filled in
  { firstName: "Sam", lastName: "Okafor", fields: { enrollInNewOnboarding: false } },
  // under 18
  {
    firstName: "Grace",
    lastName: "Kim",
    fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true, ...ready("2011-07-02") },
  },
  // employment not reported
  { firstName: "Omar", lastName: "Haddad", fields: { isEligible: true, enrollInNewOnboarding: true } },
];

/**
 * A few employees per demo employer at different stages, so the HR table, the funnel and the
 * employee page have something to show on a fresh `npm start`. Created through the service the API
 * uses (validation, events, the requirements projection).
 */
export async function seedDemoEmployees(
  db: Db,
  employer: { id: string; domain: string; activeScheduleId: number },
): Promise<void> {
  for (const [index, person] of PEOPLE.entries()) {
    const input = createEmployeeSchema.parse({
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${person.firstName}.${person.lastName}@${employer.domain}`.toLowerCase(),
      externalId: `DEMO-${String(index + 1).padStart(3, "0")}`,
      ...(person.withoutSchedule ? {} : { payrollScheduleId: employer.activeScheduleId }),
      ...person.fields,
    });
    await createEmployee({ ctx: systemContext(db, "seed", employer.id), input });
  }
}
