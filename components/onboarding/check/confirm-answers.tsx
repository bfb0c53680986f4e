"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { useInitiateVerification } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";

/** "Confirm and check my identity": starts the identity check with the answers above, then goes to its page (or past it, once passed). */
export function ConfirmAnswers() {
  const t = useTranslations("check");
  const router = useRouter();
  const initiate = useInitiateVerification();
  const [problem, setProblem] = useState<"missing" | "session" | "error">();

  async function confirm() {
    setProblem(undefined);
    try {
      await initiate.mutateAsync();
    } catch (error) {
      const code = error instanceof ApiProblem ? error.code : undefined;
      // Already running or already done: the identity page shows where it stands.
      if (
        code !== "identity_verification_pending" &&
        code !== "identity_already_verified" &&
        code !== "evidence_required"
      ) {
        setProblem(code === "identity_data_missing" ? "missing" : code === "csrf_failed" ? "session" : "error");
        return;
      }
    }
    // ?started: the identity page goes straight on to the next task if the check has already passed.
    router.push("/onboarding/identity?started=1");
  }

  return (
    <>
      {problem ? (
        <Alert tone="error" title={t(`problem.${problem}`)}>
          {problem === "missing" ? <TextLink href="/onboarding/personal">{t("change")}</TextLink> : null}
        </Alert>
      ) : null}
      <div>
        <Button onClick={confirm} disabled={initiate.isPending}>
          {t("confirm")}
        </Button>
      </div>
    </>
  );
}
