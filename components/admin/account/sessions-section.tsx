"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { TitledSection } from "@/components/ui/titled-section";
import { useEndOwnSession, useOwnSessions } from "@/hooks/use-hr-account";
import type { AccountSessionView } from "@/lib/schemas/responses/admin-account";

import { ConfirmAction } from "../confirm-action";
import { deviceText } from "../device-name";
import { columnHeadings } from "../labels";
import { NameWithTag } from "../name-with-tag";
import { QueryStates } from "../resource/query-states";
import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { StackedTable } from "../stacked-table";
import { When } from "../when";

const COLUMNS = ["device", "method", "ip", "started", "lastSeen", "action"] as const;

/**
 * Where the person is signed in: each session's device (from its user agent), how it signed in,
 * from where and when; "This browser" marked, any other ended behind a confirm step (this one ends
 * with Sign out).
 */
export function SessionsSection() {
  const t = useTranslations("admin");
  const sessions = useOwnSessions();
  const end = useEndOwnSession();
  const [outcome, setOutcome] = useState<Outcome>();
  const device = (session: AccountSessionView) =>
    deviceText(session.userAgent, {
      browserOnOs: (values) => t("devices.browserOnOs", values),
      unknown: t("devices.unknown"),
    });

  return (
    <TitledSection titleId="sessions-title" title={t("account.sessions.title")} gap="gap-4" focusable>
      <p className="text-slate-700">{t("account.sessions.intro")}</p>
      <OutcomeMessage outcome={outcome} />
      <QueryStates query={sessions} loading={t("account.sessions.loading")} empty={t("account.sessions.empty")}>
        {(items) => (
          <StackedTable
            id="sessions"
            caption={t("account.sessions.title")}
            actions
            columns={columnHeadings(t, "account.sessions.columns", COLUMNS)}
            rows={items.map((session) => ({
              key: session.id,
              cells: [
                <NameWithTag key="device" tag={session.current ? t("account.sessions.thisBrowser") : undefined}>
                  {device(session)}
                </NameWithTag>,
                t(`account.sessions.methods.${session.method}`),
                session.ipAddress ?? "—",
                <When key="started" iso={session.createdAt} />,
                <When key="seen" iso={session.lastSeenAt} />,
                session.current ? (
                  <span key="action" className="text-slate-700">
                    {t("account.sessions.useSignOut")}
                  </span>
                ) : (
                  <ConfirmAction
                    key="action"
                    id={`end-session-${session.id}`}
                    label={t("account.sessions.end.button")}
                    labelFor={device(session)}
                    title={t("account.sessions.end.confirmTitle", { device: device(session) })}
                    body={t("account.sessions.end.confirmBody")}
                    confirmLabel={t("account.sessions.end.confirm")}
                    cancelLabel={t("account.factors.cancel")}
                    run={async () => void (await end.mutateAsync(session.id))}
                    done={t("account.sessions.end.done", { device: device(session) })}
                    onOutcome={setOutcome}
                    focusAfter="sessions-title"
                  />
                ),
              ],
            }))}
          />
        )}
      </QueryStates>
    </TitledSection>
  );
}
