import Link from "next/link";
import { redirect } from "next/navigation";

import { IdentityPauseNote } from "@/components/onboarding/identity-pause-note";
import { CardHold } from "@/components/onboarding/tasks/card-hold";
import { HardStop } from "@/components/onboarding/tasks/hard-stop";
import { LiveRefresh } from "@/components/onboarding/tasks/live-refresh";
import { EmployerLine, TaskRows } from "@/components/onboarding/tasks/task-list";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { StepPage } from "@/components/portal/step-page";
import { TitledSection } from "@/components/ui/titled-section";
import { currentEmployee, employeePageContext } from "@/lib/api/page-session";
import { formatCents } from "@/lib/domain/money";
import { requestLocale } from "@/lib/i18n/server";
import { loadPortalTasks } from "@/lib/services/portal/load-portal-tasks";

const CTA =
  "inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand-700 px-5 py-2.5 text-lg font-semibold text-white hover:bg-brand-900";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export const generateMetadata = () => portalMetadata("checklist.title");

/**
 * The start page and the task list in one: before anything is done, what the person will need
 * and "Start now"; then their tasks with progress; a hard stop instead of all of it. Rendered on
 * the server and kept live by re-rendering while the tab is visible.
 */
export default async function TasksPage() {
  const signedIn = await currentEmployee();
  if (!signedIn) redirect("/sign-in");
  const { employeeId } = signedIn.session;
  const ctx = await employeePageContext(signedIn.session);
  const [tasks, t, locale] = await Promise.all([
    loadPortalTasks({ ctx, employeeId }),
    pageTranslator(),
    requestLocale(),
  ]);

  // A card the program holds (employment ended, not eligible, a repayment method to add) comes
  // before the hard stop those same facts would make for someone still without a card.
  if (tasks.cardHold) {
    return (
      <StepPage
        title={t(tasks.cardHold.locks.length > 0 ? "cardHold.title.locked" : "cardHold.title.repay")}
        backLink={false}
      >
        <CardHold hold={tasks.cardHold} tasks={tasks} t={t} />
        <LiveRefresh />
      </StepPage>
    );
  }

  if (tasks.hardStop) {
    return (
      <StepPage title={t(`hardStop.title.${tasks.hardStop}`)} backLink={false}>
        <HardStop reason={tasks.hardStop} tasks={tasks} t={t} />
        <LiveRefresh />
      </StepPage>
    );
  }

  const started = tasks.tasks.some((task) => task.state !== "to_do" && task.state !== "cannot_start");
  const next = tasks.tasks.find((task) => task.id === tasks.next);
  const allDone = tasks.tasks.every((task) => task.state === "done");
  return (
    <StepPage
      title={t("checklist.title")}
      intro={started ? undefined : t("checklist.startIntro", { employer: tasks.employer.name })}
      backLink={false}
    >
      {tasks.cardPausedForIdentity ? <IdentityPauseNote t={t} /> : null}
      {!started ? (
        <TitledSection titleId="need-heading" title={t("checklist.needHeading")}>
          <ul className="list-disc pl-6 text-slate-800">
            {(["ssn", "contact", "income"] as const).map((item) => (
              <li key={item}>{t(`checklist.need.${item}`)}</li>
            ))}
          </ul>
          <Link href="/onboarding/personal" className={CTA}>
            {t("checklist.startNow")}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </TitledSection>
      ) : allDone ? (
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-green-900">{t("checklist.allDone")}</p>
          {tasks.activatePhysical ? (
            <p className="text-slate-800" data-testid="activate-physical">
              {t("checklist.activatePhysical")}{" "}
              <Link href="/onboarding/card" className={LINK}>
                {t("checklist.activateLink")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-lg text-slate-800" data-testid="task-progress">
            {t("checklist.progress", { current: tasks.progress.current, total: tasks.progress.total })}
          </p>
          {next ? (
            <Link href={next.href} className={CTA}>
              {t("checklist.continue", { task: t(`checklist.task.${next.id}`) })}
            </Link>
          ) : null}
        </div>
      )}
      <EmployerLine tasks={tasks} t={t} />
      <TitledSection titleId="tasks-heading" title={t("checklist.tasksHeading")}>
        <p className="text-slate-700">
          {t("checklist.doneCount", { done: tasks.progress.done, total: tasks.progress.total })}
        </p>
        <TaskRows tasks={tasks.tasks} t={t} />
        {tasks.limitCents !== null ? (
          <p className="text-slate-800">{t("checklist.limit", { limit: formatCents(tasks.limitCents, locale) })}</p>
        ) : null}
        <p className="text-sm text-slate-700">{t("checklist.live")}</p>
      </TitledSection>
      <LiveRefresh />
    </StepPage>
  );
}
