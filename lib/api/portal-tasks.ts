import { getDb } from "@/db/client";
import type { EmployeeSession } from "@/lib/auth/session";
import { isProgramLockReason, type ProgramLockReason } from "@/lib/domain/program-rules";
import { buildTaskList, cardProgress, type TaskList } from "@/lib/portal/tasks";
import { listAtrSubmissions } from "@/lib/services/atr/list-atr-submissions";
import { listCards } from "@/lib/services/cards/list-cards";
import { employeeContext } from "@/lib/services/context";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";
import { getEmployerSettings } from "@/lib/services/employers/get-employer-settings";
import { hrContactOf } from "@/lib/services/employers/hr-contact";
import { getVerification } from "@/lib/services/identity/get-verification";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";
import type { PortalSession } from "@/lib/schemas/responses/portal";

const PASSED = "Passed ATR";

export type PortalTasks = TaskList & {
  employer: PortalSession["employer"];
  /** What the person quotes to HR on a hard stop: HR's own employee number when known, else our id. */
  reference: string;
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
};

/**
 * Everything the task list page shows, read on the server through the same use cases the API
 * uses (the status, the identity checks, the card, the latest income decision), for the signed-in
 * employee only.
 */
export async function loadPortalTasks(session: EmployeeSession): Promise<PortalTasks> {
  const ctx = employeeContext(await getDb(), session);
  const employeeId = session.employeeId;
  const [status, verification, cards, { employer }, decisions] = await Promise.all([
    getOnboardingStatus({ ctx, employeeId }),
    getVerification({ ctx, employeeId }),
    listCards({ ctx, employeeId }),
    getEmployerSettings({ ctx }),
    listAtrSubmissions({ ctx, employeeId }),
  ]);
  // Checks are newest first: a failure after the document review is final.
  const latestCheck = verification.checks[0];
  const tasks = buildTaskList({
    requirements: status.requirements,
    identityReviewed: latestCheck?.kind === "documentary",
    card: cardProgress(cards[0]),
  });
  const latest = decisions[0];
  const passed = latest?.submission.result === PASSED;
  const contact = hrContactOf(employer);
  const liveCard = cards.find((card) => card.closedAt === null);
  const locks = (liveCard?.locks ?? []).map((lock) => lock.reason).filter(isProgramLockReason);
  const repaymentMethodRequired = verification.employee.repaymentMethodRequiredAt !== null;
  return {
    ...tasks,
    employer: {
      name: employer.name,
      payrollDeductionRepayment: employer.payrollDeductionRepayment,
      paymentMethodRepayment: employer.paymentMethodRepayment,
      hrContact: contact.name || contact.email || contact.phone ? contact : null,
    },
    reference: verification.employee.externalId ?? employeeId,
    limitCents: passed && latest ? latest.submission.maxAllowableBalanceCents : null,
    noticeId: latest && !passed ? latest.adverseActionNoticeId : null,
    cardHold: locks.length > 0 || repaymentMethodRequired ? { locks, repaymentMethodRequired } : null,
  };
}

export type PortalAnswers = {
  name: string;
  birthDate: string | null;
  phoneNumber: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
  };
  ssnLastFour: string | null;
};

/** What the check-your-answers page shows back: the personal details as saved, the SSN only as its last four. */
export async function loadPortalAnswers(session: EmployeeSession): Promise<PortalAnswers> {
  const ctx = employeeContext(await getDb(), session);
  const employee = await getEmployeeOrThrow({ ctx, employeeId: session.employeeId });
  return {
    name: `${employee.firstName} ${employee.lastName}`,
    birthDate: employee.birthDate,
    phoneNumber: employee.phoneNumber,
    address: {
      line1: employee.addressLine1,
      line2: employee.addressLine2,
      city: employee.addressCity,
      state: employee.addressState,
      postalCode: employee.addressPostalCode,
    },
    ssnLastFour: employee.ssnLastFour,
  };
}
