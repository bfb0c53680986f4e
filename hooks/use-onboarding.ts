"use client";

import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type { SubmitAtrInput } from "@/lib/schemas/atr";
import type { JsonPatchOperation } from "@/lib/schemas/employee";
import type { agreementListSchema, AgreementResponse } from "@/lib/schemas/responses/agreement";
import type { atrSubmissionListSchema, AtrSubmissionResponse } from "@/lib/schemas/responses/atr";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";

import { portalKeys, usePortalSession } from "./use-portal-api";
import { invalidatePortalQueries, usePortalMutation, usePortalQuery } from "./use-portal-query";

export { usePortalSession };

// Every employee resource hangs below the session's apiBase; queries wait until it is known.
function useApiBase() {
  return usePortalSession().data?.apiBase;
}

function useGet<T>(key: readonly unknown[], path: string) {
  const base = useApiBase();
  return usePortalQuery({ queryKey: key, queryFn: () => fetchJson<T>(`${base}${path}`), enabled: base !== undefined });
}

export const useOnboardingStatus = () => useGet<OnboardingStatusResponse>(portalKeys.status, "/onboarding/status");
export const useEmployee = () => useGet<EmployeeResponse>(portalKeys.employee, "");
export const useAgreements = (locale: string) =>
  useGet<z.output<typeof agreementListSchema>>(portalKeys.agreements(locale), `/agreements?language=${encodeURIComponent(locale)}`);
export const useAtrSubmissions = () => useGet<z.output<typeof atrSubmissionListSchema>>(portalKeys.atr, "/atr");

/** A write as the signed-in employee; afterwards the live status and `invalidates` are re-read. */
function useWrite<Input, Output>(write: (input: Input) => { path: string; method: string; body: unknown; contentType?: string }, invalidates: ReadonlyArray<readonly unknown[]>) {
  const session = usePortalSession().data;
  return usePortalMutation({
    mutationFn: (input: Input) => {
      if (!session) throw new Error("The portal session is not loaded yet.");
      const { path, ...request } = write(input);
      return fetchJson<Output>(`${session.apiBase}${path}`, { ...request, csrfToken: session.csrfToken });
    },
    onSuccess: () => Promise.all([portalKeys.status, ...invalidates].map(invalidatePortalQueries)),
  });
}

export const usePatchEmployee = () =>
  useWrite<JsonPatchOperation[], EmployeeResponse>((ops) => ({ path: "", method: "PATCH", body: ops, contentType: "application/json-patch+json" }), [portalKeys.employee]);

export const useAcceptAgreement = () =>
  useWrite<{ agreementId: string; agreementTag: string }, AgreementResponse>(
    ({ agreementId, agreementTag }) => ({
      path: `/agreements/${encodeURIComponent(agreementId)}`,
      method: "POST",
      body: { agreementTag, acceptedAt: new Date().toISOString() },
    }),
    [["portal", "agreements"]],
  );

export const useSubmitAtr = () =>
  useWrite<SubmitAtrInput, AtrSubmissionResponse>(
    (body) => ({ path: "/atr", method: "POST", body }),
    [portalKeys.atr],
  );
