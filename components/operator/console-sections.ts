import { operatorRoleMay, type OperatorPermission, type OperatorRole } from "@/lib/domain/operator/operator-roles";

/**
 * What the console holds, in the order the navigation and the home page list it, each with the
 * permission that opens it (lib/domain/operator/operator-roles.ts). The words are under
 * `operator.nav.{key}` (the link) and `operator.home.sections.{key}` (what it is for).
 */
export const CONSOLE_SECTIONS = [
  { key: "employers", href: "/operator/employers", permission: "employers.read" },
  // Reading the terms is reading the program, as the API has it; publishing needs terms.write.
  { key: "terms", href: "/operator/terms", permission: "employers.read" },
  { key: "agreements", href: "/operator/agreements", permission: "agreements.read" },
  { key: "partners", href: "/operator/partners", permission: "partners.read" },
  { key: "people", href: "/operator/people", permission: "people.read" },
  { key: "team", href: "/operator/team", permission: "operators.manage" },
  { key: "account", href: "/operator/account", permission: null },
] as const satisfies ReadonlyArray<{ key: string; href: string; permission: OperatorPermission | null }>;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** The sections the role may open. */
export const sectionsFor = (role: OperatorRole): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((section) => section.permission === null || operatorRoleMay(role, section.permission));
