"use client";

import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { useEmployee } from "@/hooks/use-onboarding";
import type { AtrSubmissionListResponse } from "@/lib/schemas/responses/atr";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";
import type { PaymentMethodListResponse } from "@/lib/schemas/responses/payment-method";

import { SpendingLimit } from "../spending-limit";

import { PaymentMethodRepayment } from "./payment-method-repayment";

/** How the employer lets its people repay: the session's program settings. */
export type RepaymentOptions = { name: string; payrollDeductionRepayment: boolean; paymentMethodRepayment: boolean };

/** What the server rendered the step with, as the API gives it; the browser keeps it fresh. */
export type RepaymentInitial = {
  employee: EmployeeResponse;
  status: OnboardingStatusResponse;
  paymentMethods: PaymentMethodListResponse;
  decisions: AtrSubmissionListResponse;
};

/**
 * How the person repays: with a method they save here, or through their pay (the employer's
 * payroll deduction). Someone whose employment ended can no longer repay through their pay: they
 * save a method here whatever the employer's settings, and are told why while one is required.
 * Rendered on the server with `initial`, so the step's content is in the first paint.
 */
export function RepaymentStep({ employer, initial }: { employer: RepaymentOptions; initial: RepaymentInitial }) {
  const t = useTranslations("repayment");
  const employee = useEmployee(initial.employee);
  if (!employee.data) return <QueryProblem error={employee.error} onRetry={() => void employee.refetch()} />;
  const { repaymentMethodRequired, isEmployed } = employee.data;
  const methods = { status: initial.status, paymentMethods: initial.paymentMethods };
  if (repaymentMethodRequired || (employer.payrollDeductionRepayment && isEmployed === false)) {
    return (
      <PaymentMethodRepayment
        required={repaymentMethodRequired ? { employer: employer.name } : undefined}
        initial={methods}
      />
    );
  }
  if (employer.payrollDeductionRepayment) {
    return (
      <>
        <SpendingLimit initial={initial.decisions} />
        <Alert title={t("payroll.title")}>{t("payroll.body", { employer: employer.name })}</Alert>
        <ContinuePanel current="repayment" message={t("payroll.nothingToDo")} autoFocus={false} />
      </>
    );
  }
  if (employer.paymentMethodRepayment) {
    return (
      <>
        <SpendingLimit initial={initial.decisions} />
        <PaymentMethodRepayment initial={methods} />
      </>
    );
  }
  return (
    <Alert tone="warning" title={t("notConfigured.title")}>
      {t("notConfigured.body", { employer: employer.name })}
    </Alert>
  );
}
