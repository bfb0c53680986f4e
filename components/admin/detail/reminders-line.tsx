"use client";

import { useTranslations } from "use-intl";

import { useEmployeeReminders } from "@/hooks/use-employee-reminders";

import { Loaded } from "../resource/query-states";
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
      <Loaded query={query} loading={t("loading")}>
        {(status) => (
          <>
            {status.reminders.length === 0 ? (
              <p>{t("none")}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {status.reminders.map((reminder) => (
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
              {status.optedOutAt ? (
                <>
                  <span className="font-semibold">{t("optedOut")}</span> · <When iso={status.optedOutAt} />
                </>
              ) : (
                t("optedIn")
              )}
            </p>
            <p className="text-sm text-slate-700">
              {t("language")}: {t(`languages.${status.language ?? "unknown"}`)}
            </p>
          </>
        )}
      </Loaded>
    </div>
  );
}
