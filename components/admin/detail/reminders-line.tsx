"use client";

import { useTranslations } from "use-intl";

import { useEmployeeReminders } from "@/hooks/use-employee-reminders";

import { AdminQueryProblem } from "../query-problem";
import { When } from "../when";

/**
 * Who was reminded to finish onboarding, and when: each reminder e-mailed (at most two), or that
 * the person stopped them, and the language their e-mails go in (docs/notifications.md).
 */
export function RemindersLine({ employeeId }: { employeeId: string }) {
  const t = useTranslations("adminReminders");
  const query = useEmployeeReminders(employeeId);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-slate-900">{t("title")}</h3>
      <p className="text-sm text-slate-700">{t("intro")}</p>
      {query.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : query.isError ? (
        <AdminQueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.reminders.length === 0 ? (
            <p>{t("none")}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {query.data.reminders.map((reminder) => (
                <li key={reminder.number}>
                  <span className="font-semibold">{t("reminder", { number: reminder.number })}</span>:{" "}
                  {t(`statuses.${reminder.status}`)}
                  {" · "}
                  <When iso={reminder.sentAt ?? reminder.createdAt} />
                </li>
              ))}
            </ul>
          )}
          <p>
            {query.data.optedOutAt ? (
              <>
                <span className="font-semibold">{t("optedOut")}</span> · <When iso={query.data.optedOutAt} />
              </>
            ) : (
              t("optedIn")
            )}
          </p>
          <p className="text-sm text-slate-700">
            {t("language")}: {t(`languages.${query.data.language ?? "unknown"}`)}
          </p>
        </>
      )}
    </div>
  );
}
