import { isProgramLockReason } from "@/lib/domain/program/program-rules";
import type { PortalTasks } from "@/lib/portal/page-data";
import { pausedForIdentity } from "@/lib/portal/card-pause";
import { buildTaskList, cardProgress } from "@/lib/portal/tasks";

import { listAtrSubmissions } from "../atr/list-atr-submissions";
import { listCards } from "../cards/list-cards";
import type { EmployeeRequest } from "../requests";
import { getEmployerSettings } from "../employers/get-employer-settings";
import { getVerification } from "../identity/get-verification";
import { getOnboardingStatus } from "../onboarding/get-onboarding-status";

import { portalHelpOf } from "./load-portal-help";

const PASSED = "Passed ATR";

/**
 * Everything the task list page shows, through the same use cases the API uses (the status, the
 * identity checks, the card, the latest income decision); each keeps an employee actor to their
 * own record.
 */
export async function loadPortalTasks({ ctx, employeeId }: EmployeeRequest): Promise<PortalTasks> {
  const [status, verification, cards, { employer }, decisions] = await Promise.all([
    getOnboardingStatus({ ctx, employeeId }),
    getVerification({ ctx, employeeId }),
    listCards({ ctx, employeeId }),
    getEmployerSettings({ ctx }),
    listAtrSubmissions({ ctx, employeeId }),
  ]);
  // Checks are newest first: a failure after the document review is final.
  const latestCheck = verification.checks[0];
  const liveCard = cards.find((card) => card.closedAt === null);
  const tasks = buildTaskList({
    requirements: status.requirements,
    identityReviewed: latestCheck?.kind === "documentary",
    card: cardProgress(cards[0]),
    holdsLiveCard: liveCard !== undefined,
  });
  const latest = decisions[0];
  const passed = latest?.submission.result === PASSED;
  // The employer's program locks put the card on hold. A card paused for a new identity check is not
  // a hold: the identity task is where the person is, and the task list names the pause above it.
  const locks = (liveCard?.locks ?? [])
    .map((lock) => lock.reason)
    .filter(isProgramLockReason)
    .filter((reason) => reason !== "identity_unverified");
  const repaymentMethodRequired = verification.employee.repaymentMethodRequiredAt !== null;
  return {
    ...tasks,
    ...portalHelpOf(employer, verification.employee),
    limitCents: passed && latest ? latest.submission.maxAllowableBalanceCents : null,
    noticeId: latest && !passed ? latest.adverseActionNoticeId : null,
    cardHold: locks.length > 0 || repaymentMethodRequired ? { locks, repaymentMethodRequired } : null,
    cardPausedForIdentity: pausedForIdentity(cards),
  };
}
