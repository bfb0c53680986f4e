import type { HrPermission } from "@/lib/domain/hr/hr-roles";

/**
 * The program's own staff (docs/operator.md#roles), by what they are trusted with:
 * - owner: everything, and the operators themselves;
 * - program: employers, program terms, agreements and partners;
 * - support: reads people across employers and makes the safe fixes;
 * - compliance: reads and exports, changes nothing.
 */
export const OPERATOR_ROLES = ["owner", "program", "support", "compliance"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: unknown): value is OperatorRole =>
  typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);

/**
 * What each role may do (docs/operator.md#roles). A permission marked `write` changes the program:
 * an operator asks it only with a fresh second factor (step-up, OPERATOR_STEP_UP_WINDOW_MS).
 */
export const OPERATOR_PERMISSIONS = {
  "operators.manage": { roles: ["owner"], write: true },
  "employers.read": { roles: ["owner", "program", "support", "compliance"], write: false },
  "employers.write": { roles: ["owner", "program"], write: true },
  "terms.write": { roles: ["owner", "program"], write: true },
  "agreements.read": { roles: ["owner", "program", "support", "compliance"], write: false },
  "agreements.write": { roles: ["owner", "program"], write: true },
  "partners.read": { roles: ["owner", "program", "support", "compliance"], write: false },
  "partners.write": { roles: ["owner", "program"], write: true },
  "people.read": { roles: ["owner", "support", "compliance"], write: false },
  "people.fix": { roles: ["owner", "support"], write: true },
  "exports.create": { roles: ["owner", "compliance"], write: true },
  "audit.read": { roles: ["owner", "compliance"], write: false },
} as const satisfies Record<string, { roles: readonly OperatorRole[]; write: boolean }>;

export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/**
 * The HR permissions an operator holds inside one employer, and through which of their own: the
 * console's people use cases authorize the operator first (step-up included), then call the
 * employer's own use cases on a context scoped to the person's employer. Support reads people
 * masked, as HR's viewer does, and makes only the fixes that hand nobody a way in: an invitation
 * e-mailed to the person's own address, and signing them out everywhere. Nothing else (no invite
 * link, no change to a record, no card action, no erasure) is held through any role.
 */
export const OPERATOR_HR_PERMISSIONS = {
  "employees.read": "people.read",
  "employees.invite": "people.fix",
  "employees.sign_out": "people.fix",
} as const satisfies Partial<Record<HrPermission, OperatorPermission>>;

/** Whether an operator in `role` holds the HR `permission` inside an employer (OPERATOR_HR_PERMISSIONS). */
export function operatorMayAsHr(role: OperatorRole, permission: HrPermission): boolean {
  const through = (OPERATOR_HR_PERMISSIONS as Partial<Record<HrPermission, OperatorPermission>>)[permission];
  return through !== undefined && operatorRoleMay(role, through);
}

export function operatorRoleMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission].roles as readonly OperatorRole[]).includes(role);
}

/**
 * How long an operator's last factor counts for the writes that need one: five minutes, half of
 * HR's ten. An operator's write reaches every employer, so a stolen session gets less time; the
 * window still spares a factor per click in one sitting.
 */
export const OPERATOR_STEP_UP_WINDOW_MS = 5 * 60 * 1000;
