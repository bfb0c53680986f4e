"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import type { UseMutationResult } from "@tanstack/react-query";

import { problemKey } from "../query-problem";

/** The call that signs the person out: HR's (useEndEmployeeSessions) or the console's. */
export type EndSessionsCall = Pick<UseMutationResult<unknown, Error, void>, "mutate" | "isPending" | "error">;

/** Signs the employee out of the portal everywhere and withdraws their unused links (HR, or support in the console). */
export function EndSessions({ end }: { end: EndSessionsCall }) {
  const t = useTranslations("admin");
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
