"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { EmployeeSummary } from "@/components/admin/detail/employee-summary";
import { EndSessions } from "@/components/admin/detail/end-sessions";
import { PersonRecord } from "@/components/admin/detail/person-record";
import { RequirementsList } from "@/components/admin/detail/requirements-list";
import { Section } from "@/components/admin/detail/section";
import { WhoActsNext } from "@/components/admin/detail/who-acts-next";
import { problemKey } from "@/components/admin/query-problem";
import { Loaded } from "@/components/admin/resource/query-states";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { usePerson, useResendInvitation, useSignPersonOut } from "@/hooks/use-operator-people";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";

import { RequireOperatorPermission, useOperatorMay } from "../operator-role";

/**
 * One person, as support reads them (/operator/people/[id]): HR's page of them — masked, as HR's
 * viewer reads it — with the employer it belongs to; for the owner and support roles, the two safe
 * fixes: the invitation e-mailed again to the person's own address, and signing them out everywhere.
 */
export function PersonView({ employeeId }: { employeeId: string }) {
  const t = useTranslations("operator.people");
  return (
    <RequireOperatorPermission permission="people.read" title={t("detail.pageTitle")} refusal={t("notForYourRole")}>
      <Person employeeId={employeeId} />
    </RequireOperatorPermission>
  );
}

function Person({ employeeId }: { employeeId: string }) {
  const t = useTranslations("operator.people");
  const admin = useTranslations("admin");
  const person = usePerson(employeeId);
  const mayFix = useOperatorMay("people.fix");
  const mayReadEmployers = useOperatorMay("employers.read");
  return (
    <div className="flex flex-col gap-8">
      <BackLink href="/operator/people">{t("detail.back")}</BackLink>
      <Loaded query={person} loading={t("detail.loading")}>
        {(detail) => {
          const fulfilled = detail.requirements.filter((requirement) => requirement.fulfilled).length;
          return (
            <>
              <PageHeading
                intro={
                  detail.complete
                    ? admin("detail.complete")
                    : admin("detail.progress", { fulfilled, total: REQUIREMENT_KEYS.length })
                }
              >
                {admin("employees.name", { first: detail.employee.firstName, last: detail.employee.lastName })}
              </PageHeading>
              <p>
                {t.rich("detail.employer", {
                  employer: () =>
                    mayReadEmployers ? (
                      <Link
                        href={`/operator/employers/${encodeURIComponent(detail.employer.id)}`}
                        className="font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {detail.employer.name}
                      </Link>
                    ) : (
                      <strong>{detail.employer.name}</strong>
                    ),
                  reference: detail.reference,
                })}
              </p>
              <EmployeeSummary detail={detail} />
              <Section id="requirements" title={admin("detail.sections.requirements")}>
                <WhoActsNext detail={detail} />
                <RequirementsList
                  requirements={detail.requirements}
                  waitingOn={detail.waitingOn}
                  complete={detail.complete}
                  editableBelow={false}
                />
              </Section>
              {mayFix ? (
                <Section id="fixes" title={t("fixes.title")}>
                  <p className="text-slate-700">{t("fixes.intro")}</p>
                  <ResendInvitation employeeId={employeeId} />
                  <PersonSignOut employeeId={employeeId} />
                </Section>
              ) : null}
              <PersonRecord detail={detail} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

/** HR's "Sign out everywhere", through the console's API (with its step-up). */
function PersonSignOut({ employeeId }: { employeeId: string }) {
  return <EndSessions end={useSignPersonOut(employeeId)} />;
}

/**
 * The invitation e-mailed again, to the person's own address (the link is never shown here): the
 * outcome in HR's words — sent, or why not (invited in the last day, already done, the hour's limit).
 */
function ResendInvitation({ employeeId }: { employeeId: string }) {
  const t = useTranslations("operator.people.fixes");
  const admin = useTranslations("admin");
  const resend = useResendInvitation(employeeId);
  const [message, setMessage] = useState<{ tone: "done" | "failed"; text: string } | undefined>();

  function send() {
    setMessage({ tone: "done", text: t("sending") });
    resend.mutate(undefined, {
      onSuccess: (result) =>
        setMessage({
          tone: result.status === "sent" ? "done" : "failed",
          text: admin(`bulkInvite.statuses.${result.status}`),
        }),
      onError: (error) => setMessage({ tone: "failed", text: admin(`common.${problemKey(error)}`) }),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <p>{t("resendIntro")}</p>
      <Button variant="secondary" onClick={send} disabled={resend.isPending} className="self-start">
        {t("resend")}
      </Button>
      <p role="status" className={message?.tone === "failed" ? "font-semibold text-red-700" : "text-slate-800"}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}
