"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { EmployerLine, TaskRows } from "@/components/onboarding/tasks/task-list";
import { useOnboardingStatus } from "@/hooks/use-onboarding";
import { usePortalSession } from "@/hooks/use-portal-api";
import { buildTaskList, tasksLeft } from "@/lib/portal/tasks";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * What still stands between the person and a card, as the task list has it (lib/portal/tasks.ts):
 * their own open tasks, each a link once it can be started, and the employer's items as one line
 * with whom to contact. Read from the live status, so it follows a refused card request too.
 */
export function TasksLeft({ intro }: { intro: string }) {
  const t = useTranslations();
  const status = useOnboardingStatus();
  const { data: session } = usePortalSession();
  if (!status.data || !session) return <p role="status">{t("card.loading")}</p>;
  const list = buildTaskList({ requirements: status.data.requirements, identityReviewed: false, card: "none" });
  const left = tasksLeft(list);
  return (
    <div className="flex flex-col gap-3">
      <p id="tasks-left-intro">{intro}</p>
      {left.length > 0 ? <TaskRows tasks={left} t={t} labelledBy="tasks-left-intro" /> : null}
      <EmployerLine tasks={{ employer: session.employer, employerItems: list.employerItems }} t={t} />
      <p>
        <Link href="/onboarding" className={LINK}>
          {t("card.notReady.allTasks")}
        </Link>
      </p>
    </div>
  );
}
