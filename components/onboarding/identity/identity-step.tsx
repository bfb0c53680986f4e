"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { useGoToNextTask } from "@/hooks/use-onboarding";
import { usePortalSession } from "@/hooks/use-portal-api";
import { useVerification } from "@/hooks/use-steps";
import type { IdentityVerificationResponse as Verification } from "@/lib/schemas/responses/identity";

import { DocumentForm } from "./document-form";
import { IdentityPending } from "./identity-pending";
import { IdentityStart } from "./identity-start";

export function IdentityStep() {
  const t = useTranslations("identity");
  const { data, error, refetch } = useVerification();
  const state = data?.onboarding_status;
  const sectionRef = useRef<HTMLDivElement>(null);
  const shown = useRef(state);
  const goToNextTask = useGoToNextTask();
  // When the state changes under the person (they submitted, or a check settled), the control they
  // used is gone: move focus to the new content so keyboard and screen-reader users follow. A check
  // that passes while they watch leaves nothing to do here: on to the next task, no "Continue" page.
  // Arriving from "Confirm and check" (?started) counts as watching: an instant pass goes on too.
  useEffect(() => {
    const arrived = shown.current === undefined && state !== undefined;
    const changed = shown.current !== undefined && shown.current !== state;
    shown.current = state;
    const started = arrived && new URLSearchParams(window.location.search).has("started");
    if (state === "VERIFIED" && (changed || started)) void goToNextTask("identity");
    else if (changed) sectionRef.current?.focus();
    // goToNextTask is a new function each render; the state change is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return (
    <>
      {error && !data ? <QueryProblem error={error} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <p role="status">{t("loading")}</p> : null}
      <div ref={sectionRef} tabIndex={-1} className="flex flex-col gap-6 outline-none">
        {data ? <StateView verification={data} /> : null}
      </div>
    </>
  );
}

function StateView({ verification }: { verification: Verification }) {
  const t = useTranslations("identity");
  const { data: session } = usePortalSession();
  const employer = session?.employer.name ?? "";
  switch (verification.onboarding_status) {
    case "PENDING":
      return <IdentityPending />;
    case "NEEDS_EXPANDED_VERIFICATION":
      return <DocumentForm />;
    case "VERIFIED":
      return <ContinuePanel current="identity" message={t("verified")} autoFocus={false} />;
    case "FAILED":
      // Checks are newest first: a failed documentary check is past what the employee can fix here.
      if (verification.checks[0]?.kind === "documentary") {
        return (
          <Alert tone="warning" title={t("documentsFailed.title")}>
            <p>{t("documentsFailed.body")}</p>
            <p className="mt-2">{t("documentsFailed.help", { employer })}</p>
          </Alert>
        );
      }
      return <IdentityStart failed employer={employer} />;
    default:
      return <IdentityStart failed={false} employer={employer} />;
  }
}
