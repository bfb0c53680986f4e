"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Loaded } from "@/components/admin/resource/query-states";
import { OutcomeMessage, type Outcome } from "@/components/admin/resource/outcome";
import { BackLink } from "@/components/ui/back-link";
import { PageHeading } from "@/components/ui/page-heading";
import { useProgramEmployer } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { EditEmployerForm } from "./edit-employer-form";
import { EmployerDetails } from "./employer-details";
import { EmployerStatus } from "./employer-status";
import { EmployerTermsSection } from "./employer-terms-section";
import { OwnerInviteForm } from "./owner-invite-form";
import { OffboardingSection } from "./offboarding-section";
import { SuspensionSection } from "./suspension-section";

type Props = { employerId: string; created: boolean };

/**
 * One employer (/operator/employers/[id]): its details; for the owner and program roles, changing
 * them, suspending or reactivating it, inviting its HR owner and its own credit terms; the terms in
 * force for every role.
 */
export function EmployerView({ employerId, created }: Props) {
  const t = useTranslations("operator.employers");
  const employer = useProgramEmployer(employerId);
  const mayWrite = useOperatorMay("employers.write");
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    created ? { tone: "done", text: t("detail.created") } : undefined,
  );
  return (
    <div className="flex flex-col gap-10">
      <BackLink href="/operator/employers">{t("detail.back")}</BackLink>
      <Loaded query={employer} loading={t("detail.loading")}>
        {(data) => (
          <>
            <PageHeading
              intro={
                <p>
                  <span className="break-words">{data.legalName}</span> · <EmployerStatus status={data.status} />
                </p>
              }
            >
              <span className="break-words">{data.name}</span>
            </PageHeading>
            <OutcomeMessage outcome={outcome} />
            {editing ? (
              <EditEmployerForm
                employer={data}
                onDone={(saved) => {
                  setEditing(false);
                  if (saved) setOutcome({ tone: "done", text: t("edit.saved") });
                  requestAnimationFrame(() => document.getElementById("employer-details-title")?.focus());
                }}
              />
            ) : (
              <EmployerDetails
                employer={data}
                onEdit={
                  mayWrite
                    ? () => {
                        setOutcome(undefined);
                        setEditing(true);
                      }
                    : undefined
                }
              />
            )}
            {mayWrite ? <OwnerInviteForm employerId={data.id} /> : null}
            {mayWrite ? <SuspensionSection employer={data} /> : null}
            <OffboardingSection employer={data} />
            <EmployerTermsSection employerId={data.id} />
          </>
        )}
      </Loaded>
    </div>
  );
}
