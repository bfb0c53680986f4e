"use client";

import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { useEmployee } from "@/hooks/use-onboarding";
import { usePortalSession } from "@/hooks/use-portal-api";

import { SpendingLimit } from "../spending-limit";

import { PaymentMethodRepayment } from "./payment-method-repayment";

/**
 * How the person repays: with a method they save here, or through their pay (the employer's
 * payroll deduction). Someone whose employment ended can no longer repay through their pay: they
 * save a method here whatever the employer's settings, and are told why while one is required.
 */
export function RepaymentStep() {
  const t = useTranslations("repayment");
  const { data: session, error, refetch } = usePortalSession();
  const employee = useEmployee();
  const failed = error ?? employee.error;
  if (failed) {
    return (
      <QueryProblem
        error={failed}
        onRetry={() => {
          void refetch();
          void employee.refetch();
        }}
      />
    );
  }
  if (!session || !employee.data) return <p role="status">{t("loading")}</p>;
  const { repaymentMethodRequired, isEmployed } = employee.data;
  if (repaymentMethodRequired || (session.employer.payrollDeductionRepayment && isEmployed === false)) {
    return (
      <PaymentMethodRepayment required={repaymentMethodRequired ? { employer: session.employer.name } : undefined} />
    );
  }
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
