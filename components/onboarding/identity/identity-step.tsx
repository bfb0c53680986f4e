"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { useGoToNextTask } from "@/hooks/use-onboarding";
import { useVerification } from "@/hooks/use-steps";
import type { PortalHelp } from "@/lib/portal/page-data";
import type { IdentityVerificationResponse as Verification } from "@/lib/schemas/responses/identity";

import { HelpSection } from "../help-section";

import { IdentityPending } from "./identity-pending";
import { IdentityStart } from "./identity-start";

// Only when a document is asked for: the form and its image preparation load then, not with the
// page (first-load JavaScript, docs/performance.md).
const DocumentForm = lazy(() => import("./document-form").then((module) => ({ default: module.DocumentForm })));

/** The identity step, by the check's state; `help` is who can help after a failure (the server loads it). */
export function IdentityStep({ help }: { help: PortalHelp }) {
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
        {data ? <StateView verification={data} help={help} /> : null}
      </div>
    </>
  );
}

function StateView({ verification, help }: { verification: Verification; help: PortalHelp }) {
  const t = useTranslations("identity");
  const whole = useTranslations();
  const helpBlock = <HelpSection help={help} t={whole} />;
  switch (verification.onboarding_status) {
    case "PENDING":
      return <IdentityPending />;
    case "NEEDS_EXPANDED_VERIFICATION":
      return (
        <>
          <Suspense fallback={<p role="status">{t("loading")}</p>}>
            <DocumentForm />
          </Suspense>
          {helpBlock}
        </>
      );
    case "VERIFIED":
      return <ContinuePanel current="identity" message={t("verified")} autoFocus={false} />;
    case "FAILED":
      // Checks are newest first: a failed documentary check is final. The stop on the task list says
      // what happened, the one way on (correcting the details) and who can help: go there.
      if (verification.checks[0]?.kind === "documentary") return <ToTheStop />;
      return <IdentityStart failed help={helpBlock} />;
    default:
      return <IdentityStart failed={false} help={helpBlock} />;
  }
}

/** A final failure that settled while the person watched: the page is closed to it, as the server closes it on a load. */
function ToTheStop() {
  const router = useRouter();
  const t = useTranslations("identity");
  useEffect(() => router.replace("/onboarding"), [router]);
  return <p role="status">{t("loading")}</p>;
}
