import { AppError } from "@/lib/errors/app-error";

import type { Actor } from "./context";

// Beside context.ts rather than in employees/: the onboarding status and the card lookups check
// the same reach without loading the employee, and employees/ itself calls onboarding/ (the
// requirements projection), so a rule kept in employees/ would tie the two folders in a loop.

/** Partners, HR and the system reach every employee of the employer in scope; an employee only themself. */
export const mayReachEmployee = (actor: Actor, employeeId: string) =>
  actor.type !== "employee" || actor.employeeId === employeeId;

export const employeeNotFound = () =>
  new AppError("employee_not_found", "No employee with this id exists for the employer.");
