import Link from "next/link";

import type { PortalTasks } from "@/lib/portal/page-data";
import type { Task } from "@/lib/portal/tasks";

import { EmployerContact, type WholeTranslator as T } from "@/components/onboarding/employer-contact";

const TAG: Record<string, string> = {
  done: "bg-green-100 text-green-900",
  to_do: "bg-brand-50 text-brand-900",
  in_progress: "bg-amber-100 text-amber-900",
  waiting: "bg-slate-200 text-slate-900",
  cannot_start: "bg-slate-100 text-slate-700",
};

const stateLabel = (t: T, task: Task) =>
  t(
    task.state === "waiting"
      ? `checklist.state.waiting_${task.waitingOn ?? "employer"}`
      : `checklist.state.${task.state}`,
  );

/** GOV.UK's task list: one row per task, its name a link once it can be opened, its state in words. */
export function TaskRows({ tasks, t, labelledBy = "tasks-heading" }: { tasks: Task[]; t: T; labelledBy?: string }) {
  return (
    <ol className="divide-y divide-slate-300 border-y border-slate-300" aria-labelledby={labelledBy}>
      {tasks.map((task) => {
        const name = t(`checklist.task.${task.id}`);
        const open = task.state !== "cannot_start";
        const statusId = `task-${task.id}-status`;
        return (
          <li key={task.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            {open ? (
              <Link
                href={task.href}
                aria-describedby={statusId}
                className="py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {name}
              </Link>
            ) : (
              <span className="py-1 text-slate-700">{name}</span>
            )}
            <span id={statusId} className={`rounded px-2 py-0.5 text-sm font-semibold ${TAG[task.state]}`}>
              {stateLabel(t, task)}
              {task.attention ? ` · ${t("checklist.attention")}` : ""}
              {task.review && task.state !== "done" ? ` · ${t("checklist.review")}` : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The employer's open items as one line: who is being waited on and for what, and how to reach them. */
export function EmployerLine({ tasks, t }: { tasks: Pick<PortalTasks, "employer" | "employerItems">; t: T }) {
  if (tasks.employerItems.length === 0) return null;
  const items = tasks.employerItems.map((key) => t(`checklist.employerItems.${key}`)).join("; ");
  return (
    <section
      aria-labelledby="employer-heading"
      className="flex flex-col gap-2 rounded-md border-l-4 border-slate-500 bg-slate-50 p-4"
    >
      <h2 id="employer-heading" className="font-semibold text-slate-900">
        {t("checklist.employerWaiting", { employer: tasks.employer.name, items })}
      </h2>
      <p className="text-slate-800">{t("checklist.employerNothingToDo")}</p>
      <p className="text-slate-800">
        <EmployerContact employer={tasks.employer} t={t} />
      </p>
    </section>
  );
}
