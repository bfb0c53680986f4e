"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { AtrReason, RepaymentTerms } from "@/lib/domain/atr";
import type { Requirement } from "@/lib/domain/requirements";

import { apiFetch, portalKeys, usePortalSession } from "./use-portal-api";

export { usePortalSession };

export type OnboardingStatus = { complete: boolean; summary: { fulfilled: number; total: number }; requirements: Requirement[] };

export type PortalAddress = { line1: string | null; line2: string | null; city: string | null; state: string | null; postalCode: string | null };

export type PortalEmployee = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  birthDate: string | null;
  ssnLastFour: string | null;
  address: PortalAddress | null;
  onboarding_status: string;
  updatedAt: string;
  resettableFields?: { residentialAddress: boolean; birthDate: boolean; ssn: boolean };
};

export type Agreement = {
  id: string;
  tag: string;
  acceptedOn: string | null;
  required: boolean;
  title: string | null;
  text: string | null;
  language: string | null;
  publishedAt: string;
  previouslyAcceptedTag: string | null;
};

export type AtrSubmission = {
  id: string;
  annualIncome: number;
  monthlyObligations: number;
  status: "Passed ATR" | "Failed ATR";
  passed: boolean;
  maxAllowableBalance: number;
  estimatedMonthlyPayment: number;
  repaymentTerms: RepaymentTerms | null;
  reasons: AtrReason[];
  createdAt: string;
};

export type JsonPatchOp = { op: "replace" | "add" | "remove"; path: string; value?: unknown };

// Every employee resource hangs below the session's apiBase; queries wait until it is known.
function useApiBase() {
  return usePortalSession().data?.apiBase;
}

function useGet<T>(key: readonly unknown[], path: string) {
  const base = useApiBase();
  return useQuery({ queryKey: key, queryFn: () => apiFetch<T>(`${base}${path}`), enabled: base !== undefined });
}

export const useOnboardingStatus = () => useGet<OnboardingStatus>(portalKeys.status, "/onboarding/status");
export const useEmployee = () => useGet<PortalEmployee>(portalKeys.employee, "");
export const useAgreements = (locale: string) =>
  useGet<{ data: Agreement[] }>(portalKeys.agreements(locale), `/agreements?language=${encodeURIComponent(locale)}`);
export const useAtrSubmissions = () => useGet<{ data: AtrSubmission[] }>(portalKeys.atr, "/atr");

/** A write as the signed-in employee; afterwards the live status and `invalidates` are re-read. */
function useWrite<Input, Output>(write: (input: Input) => { path: string; method: string; body: unknown; contentType?: string }, invalidates: ReadonlyArray<readonly unknown[]>) {
  const session = usePortalSession().data;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      if (!session) throw new Error("The portal session is not loaded yet.");
      const { path, ...request } = write(input);
      return apiFetch<Output>(`${session.apiBase}${path}`, { ...request, csrfToken: session.csrfToken });
    },
    onSuccess: () => Promise.all([portalKeys.status, ...invalidates].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const usePatchEmployee = () =>
  useWrite<JsonPatchOp[], PortalEmployee>((ops) => ({ path: "", method: "PATCH", body: ops, contentType: "application/json-patch+json" }), [portalKeys.employee]);

export const useAcceptAgreement = () =>
  useWrite<{ agreementId: string; agreementTag: string }, Agreement>(
    ({ agreementId, agreementTag }) => ({
      path: `/agreements/${encodeURIComponent(agreementId)}`,
      method: "POST",
      body: { agreementTag, acceptedAt: new Date().toISOString() },
    }),
    [["portal", "agreements"]],
  );

export const useSubmitAtr = () =>
  useWrite<{ annualIncome: number; monthlyObligations: number }, AtrSubmission>(
    (body) => ({ path: "/atr", method: "POST", body }),
    [portalKeys.atr],
  );
