"use client";

import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { usePortalSession } from "@/hooks/use-portal-api";

import { SpendingLimit } from "../spending-limit";

import { PaymentMethodRepayment } from "./payment-method-repayment";

export function RepaymentStep() {
  const t = useTranslations("repayment");
  const { data: session, error, refetch } = usePortalSession();
  if (error) return <QueryProblem error={error} onRetry={() => void refetch()} />;
  if (!session) return <p role="status">{t("loading")}</p>;
  if (session.employer.payrollDeductionRepayment) {
    return (
      <>
        <SpendingLimit />
        <Alert title={t("payroll.title")}>{t("payroll.body", { employer: session.employer.name })}</Alert>
        <ContinuePanel current="repayment" message={t("payroll.nothingToDo")} autoFocus={false} />
      </>
    );
  }
  if (session.employer.paymentMethodRepayment) {
    return (
      <>
        <SpendingLimit />
        <PaymentMethodRepayment />
      </>
    );
  }
  return (
    <Alert tone="warning" title={t("notConfigured.title")}>
      {t("notConfigured.body", { employer: session.employer.name })}
    </Alert>
  );
}
