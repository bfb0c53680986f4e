import type { Address } from "@/lib/domain/person/employee-address";
import type { ProgramLockReason } from "@/lib/domain/program/program-rules";
import type { PortalSession } from "@/lib/schemas/responses/portal";

import type { TaskList } from "./tasks";

/** Who can help when only the employer can, and what to quote to them (lib/services/portal/load-portal-help.ts). */
export type PortalHelp = {
  employer: PortalSession["employer"];
  /** What the person quotes to HR on a hard stop: HR's own employee number when known, else the short reference (lib/domain/person/employee-reference.ts). */
  reference: string;
};

/** What the task list page shows (lib/services/portal/load-portal-tasks.ts loads it). */
export type PortalTasks = TaskList &
  PortalHelp & {
    /** The spending limit once income passed, in cents. */
    limitCents: number | null;
    /** The adverse action notice of a declined income step, while it is kept. */
    noticeId: string | null;
    /**
     * After the card: the program's locks on it (employment ended, not eligible) and whether a
     * repayment method is asked of the person (docs/program-rules.md). Null when neither; then the
     * page shows it instead of the tasks or a hard stop.
     */
    cardHold: { locks: ProgramLockReason[]; repaymentMethodRequired: boolean } | null;
    /** The live card is paused while identity is checked again (changed identity data): the task list says so first. */
    cardPausedForIdentity: boolean;
  };

/** What the check-your-answers page shows back (lib/services/portal/load-portal-answers.ts loads it). */
export type PortalAnswers = {
  name: string;
  birthDate: string | null;
  phoneNumber: string | null;
  address: Address;
  ssnLastFour: string | null;
};
