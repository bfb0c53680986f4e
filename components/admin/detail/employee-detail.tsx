"use client";

import { useTranslations } from "use-intl";

import { BackLink } from "@/components/ui/back-link";
import { PageHeading } from "@/components/ui/page-heading";
import { useAdminEmployee, useEndEmployeeSessions } from "@/hooks/use-admin-employees";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";

import { AdminQueryProblem } from "../query-problem";
import { useMay } from "../role";
import { CardActions } from "./card-actions";
import { EmployeeSummary } from "./employee-summary";
import { EmployerFieldsForm } from "./employer-fields-form";
import { EmployerFieldsView } from "./employer-fields-view";
import { EndSessions } from "./end-sessions";
import { EraseEmployee } from "./erase-employee";
import { RemindersLine } from "./reminders-line";
import { InviteLink } from "./invite-link";
import { PersonRecord } from "./person-record";
import { RequirementsList } from "./requirements-list";
import { WhoActsNext } from "./who-acts-next";
import { Section } from "./section";

const SECTIONS = [
  "requirements",
  "employer-fields",
  "invite",
  "sessions",
  "identity",
  "payment-methods",
  "cards",
  "agreements",
  "timeline",
  "danger-zone",
] as const;

export function EmployeeDetail({ id }: { id: string }) {
  const t = useTranslations("admin");
  const query = useAdminEmployee(id);
  // A viewer reads the page; the controls its role would be refused are not shown.
  const mayWrite = useMay("employees.write");
  const mayHandOutLink = useMay("employees.invite_link");
  const maySignOut = useMay("employees.sign_out");
  const mayChangeCards = useMay("cards.write");
  const mayErase = useMay("employees.erase");
  const sections = SECTIONS.filter(
    (section) => (section !== "sessions" || maySignOut) && (section !== "danger-zone" || mayErase),
  );
  const back = <BackLink href="/admin">{t("common.backToEmployees")}</BackLink>;
  if (query.isPending || query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <PageHeading>{t("detail.title")}</PageHeading>
        {query.isPending ? (
          <p role="status">{t("detail.loading")}</p>
        ) : (
          <AdminQueryProblem error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const detail = query.data;
  const fulfilled = detail.requirements.filter((requirement) => requirement.fulfilled).length;
  const liveCard = detail.cards.find((card) => card.closedAt === null);
  return (
    <div className="flex flex-col gap-8">
      {back}
      <PageHeading
        intro={
          detail.complete ? t("detail.complete") : t("detail.progress", { fulfilled, total: REQUIREMENT_KEYS.length })
        }
      >
        {t("employees.name", { first: detail.employee.firstName, last: detail.employee.lastName })}
      </PageHeading>
      <EmployeeSummary detail={detail} />
      <nav aria-label={t("detail.contents")} className="rounded-md border border-slate-300 bg-white p-4">
        <ul className="flex flex-wrap gap-x-5">
          {sections.map((section) => (
            <li key={section}>
              <a
                href={`#${section}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
              >
                {t(`detail.sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="requirements" title={t("detail.sections.requirements")}>
        <WhoActsNext detail={detail} />
        <RequirementsList requirements={detail.requirements} waitingOn={detail.waitingOn} complete={detail.complete} />
      </Section>
      <Section id="employer-fields" title={t("detail.sections.employer-fields")}>
        {mayWrite ? (
          <EmployerFieldsForm employee={detail.employee} />
        ) : (
          <EmployerFieldsView employee={detail.employee} />
        )}
      </Section>
      <Section id="invite" title={t("detail.sections.invite")}>
        {mayHandOutLink ? <InviteLink employeeId={detail.employee.id} /> : null}
        <RemindersLine employeeId={detail.employee.id} />
      </Section>
      {maySignOut ? (
        <Section id="sessions" title={t("detail.sections.sessions")}>
          <HrEndSessions employeeId={detail.employee.id} />
        </Section>
      ) : null}
      <PersonRecord
        detail={detail}
        cardActions={
          // One component for whichever card is live, so what HR just did stays announced when a replacement takes over.
          liveCard && mayChangeCards ? <CardActions employeeId={detail.employee.id} card={liveCard} /> : null
        }
      />
      {mayErase ? (
        <Section id="danger-zone" title={t("detail.sections.danger-zone")}>
          <EraseEmployee employeeId={detail.employee.id} reference={detail.reference} />
        </Section>
      ) : null}
    </div>
  );
}

/** HR's "Sign out everywhere", through HR's API. */
function HrEndSessions({ employeeId }: { employeeId: string }) {
  return <EndSessions end={useEndEmployeeSessions(employeeId)} />;
}
