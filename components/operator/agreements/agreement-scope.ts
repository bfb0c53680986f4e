"use client";

import { useTranslations } from "use-intl";

import { useProgramEmployers } from "@/hooks/use-operator-console";
import type { ProgramAgreement, ProgramAgreementVersion } from "@/lib/schemas/responses/operator-agreements";

/** Whom a document applies to, in words: the whole program, or one employer by name (its id while the names load). */
export function useAgreementScope() {
  const t = useTranslations("operator.agreements.scope");
  const employers = useProgramEmployers();
  return (employerId: string | null): string => {
    if (employerId === null) return t("program");
    const name = employers.data?.data.find((employer) => employer.id === employerId)?.name ?? employerId;
    return t("employer", { name });
  };
}

/** The version in force and the next one scheduled (the earliest not yet in force), if any. */
export function inForceAndNext(agreement: ProgramAgreement): {
  inForce: ProgramAgreementVersion | undefined;
  next: ProgramAgreementVersion | undefined;
} {
  return {
    inForce: agreement.versions.find((version) => version.status === "in_force"),
    next: agreement.versions.find((version) => version.status === "scheduled"),
  };
}
