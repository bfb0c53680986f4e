"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useEndEmployeeSessions } from "@/hooks/use-admin-employees";

import { problemKey } from "../query-problem";

/** HR signs the employee out of the portal everywhere and withdraws their unused links. */
export function EndSessions({ employeeId }: { employeeId: string }) {
  const t = useTranslations("admin");
  const end = useEndEmployeeSessions(employeeId);
  const [message, setMessage] = useState<"endingSessions" | "sessionsEnded" | "failed" | undefined>();

  function endSessions() {
    setMessage("endingSessions");
    end.mutate(undefined, { onSuccess: () => setMessage("sessionsEnded"), onError: () => setMessage("failed") });
  }

  return (
    <div className="flex flex-col gap-3">
      <p>{t("invite.endSessionsIntro")}</p>
      <Button variant="secondary" onClick={endSessions} disabled={end.isPending} className="self-start">
        {t("invite.endSessions")}
      </Button>
      <p role="status" className={message === "failed" ? "font-semibold text-red-700" : "text-slate-800"}>
        {message === "failed" ? t(`common.${problemKey(end.error)}`) : message ? t(`invite.${message}`) : ""}
      </p>
    </div>
  );
}
