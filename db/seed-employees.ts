import { createEmployeeSchema } from "@/lib/schemas/employee";
import { createEmployee } from "@/lib/services/employees/create-employee";

import type { Db } from "./client";

type DemoPerson = {
  firstName: string;
  lastName: string;
  /** What HR's table shows them stuck on, for whoever explores the demo. */
  story: string;
  fields: Record<string, unknown>;
};

// The sandbox's "complete" SSN and phone (README: sandbox test values).
const ready = (birthDate: string) => ({
  birthDate,
  ssn: "231-54-8765",
  phoneNumber: "+14155552671",
  address: { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" },
});

const PEOPLE: DemoPerson[] = [
  { firstName: "Maya", lastName: "Chen", story: "personal details done; agreements, ATR and identity left", fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true, ...ready("1988-03-14") } },
  { firstName: "Luis", lastName: "Ortega", story: "no payroll schedule yet (the employer's to fix)", fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true, schedule: false } },
  { firstName: "Priya", lastName: "Patel", story: "reported not eligible", fields: { isEmployed: true, isEligible: false, enrollInNewOnboarding: true } },
  { firstName: "Sam", lastName: "Okafor", story: "just added: not enrolled, nothing filled in", fields: { enrollInNewOnboarding: false } },
  { firstName: "Grace", lastName: "Kim", story: "under 18", fields: { isEmployed: true, isEligible: true, enrollInNewOnboarding: true, ...ready("2011-07-02") } },
  { firstName: "Omar", lastName: "Haddad", story: "employment not reported", fields: { isEligible: true, enrollInNewOnboarding: true } },
];

/**
 * A few employees per demo employer at different stages, so the HR table, the funnel and the
 * employee page have something to show on a fresh `npm start`. Created through the service the API
 * uses (validation, events, the requirements projection).
 */
export async function seedDemoEmployees(db: Db, employer: { id: string; domain: string; activeScheduleId: number }): Promise<number> {
  for (const [index, person] of PEOPLE.entries()) {
    const { schedule, ...fields } = person.fields;
    const input = createEmployeeSchema.parse({
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${person.firstName}.${person.lastName}@${employer.domain}`.toLowerCase(),
      externalId: `DEMO-${String(index + 1).padStart(3, "0")}`,
      ...(schedule === false ? {} : { payrollScheduleId: employer.activeScheduleId }),
      ...fields,
    });
    await createEmployee({ db, employerId: employer.id, input });
  }
  return PEOPLE.length;
}
