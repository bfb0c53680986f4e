"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The opt-out page's one button: it POSTs RFC 8058's one-click body with the link's token, as a
 * mail client's own unsubscribe button would, and says so in place when it is done.
 */
export function RemindersOptOut({ token }: { token: string }) {
  const t = useTranslations("reminderOptOut");
  const [state, setState] = useState<"idle" | "stopping" | "done" | "failed">("idle");
  const doneRef = useRef<HTMLDivElement>(null);

  async function stop() {
    setState("stopping");
    try {
      const response = await fetch(`/api/reminders/opt-out?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      setState(response.ok ? "done" : "failed");
      if (response.ok) requestAnimationFrame(() => doneRef.current?.focus());
    } catch {
      setState("failed");
    }
  }

  if (state === "done")
    return (
      <div ref={doneRef} tabIndex={-1} className="outline-none">
        <Alert tone="success">{t("done")}</Alert>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p>{t("intro")}</p>
      <p>{t("stillSent")}</p>
      <Button onClick={() => void stop()} disabled={state === "stopping"} className="self-start">
        {state === "stopping" ? t("stopping") : t("confirm")}
      </Button>
      {state === "failed" ? <Alert tone="error">{t("failed")}</Alert> : null}
    </div>
  );
}
