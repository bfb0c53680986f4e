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
