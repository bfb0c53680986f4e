"use client";

import { useRouter } from "next/navigation";
import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type { Acceptance } from "@/lib/portal/agreements";
import type { TaskId } from "@/lib/portal/tasks";
import type { SubmitAtrInput } from "@/lib/schemas/atr";
import type { JsonPatchOperation } from "@/lib/schemas/employee";
import type { agreementListSchema, AgreementResponse } from "@/lib/schemas/responses/agreement";
import type { atrSubmissionListSchema, AtrSubmissionResponse } from "@/lib/schemas/responses/atr";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";

import { portalKeys, sessionForWrite, usePortalSession } from "./use-portal-api";
import { invalidatePortalQueries, usePortalMutation, usePortalQuery } from "./use-portal-query";

export { usePortalSession };

// Every employee resource hangs below the session's apiBase; queries wait until it is known.
function useApiBase() {
  return usePortalSession().data?.apiBase;
}

/** A GET under the session's API base; `initialData` is what the server rendered the page with. */
function useGet<T>(key: readonly unknown[], path: string, initialData?: T) {
  const base = useApiBase();
  return usePortalQuery({
    queryKey: key,
    queryFn: () => fetchJson<T>(`${base}${path}`),
    enabled: base !== undefined,
    initialData,
  });
}

export const useOnboardingStatus = (initialData?: OnboardingStatusResponse) =>
  useGet<OnboardingStatusResponse>(portalKeys.status, "/onboarding/status", initialData);
export const useEmployee = (initialData?: EmployeeResponse) =>
  useGet<EmployeeResponse>(portalKeys.employee, "", initialData);
export const useAgreements = (locale: string, initialData?: z.output<typeof agreementListSchema>) =>
  useGet<z.output<typeof agreementListSchema>>(
    portalKeys.agreements(locale),
    `/agreements?language=${encodeURIComponent(locale)}`,
    initialData,
  );
export const useAtrSubmissions = (initialData?: z.output<typeof atrSubmissionListSchema>) =>
  useGet<z.output<typeof atrSubmissionListSchema>>(portalKeys.atr, "/atr", initialData);

/** A write as the signed-in employee; afterwards the live status and `invalidates` are re-read. */
function useWrite<Input, Output>(
  write: (input: Input) => { path: string; method: string; body: unknown; contentType?: string },
  invalidates: ReadonlyArray<readonly unknown[]>,
) {
  const session = usePortalSession().data;
  return usePortalMutation({
    mutationFn: async (input: Input) => {
      const current = await sessionForWrite(session);
      const { path, ...request } = write(input);
      return fetchJson<Output>(`${current.apiBase}${path}`, { ...request, csrfToken: current.csrfToken });
    },
    onSuccess: () => Promise.all([portalKeys.status, ...invalidates].map(invalidatePortalQueries)),
  });
}

export const usePatchEmployee = () =>
  useWrite<JsonPatchOperation[], EmployeeResponse>(
    (ops) => ({ path: "", method: "PATCH", body: ops, contentType: "application/json-patch+json" }),
    [portalKeys.employee],
  );

/**
 * One accept action for several agreements: each is accepted in turn with the same moment (the
 * API takes one agreement per request, and accepting one again returns the first record). On a
 * failure those before it stay accepted; the list and the status are read again either way.
 */
export function useAcceptAgreements() {
  const session = usePortalSession().data;
  return usePortalMutation({
    mutationFn: async (acceptances: Acceptance[]) => {
      const current = await sessionForWrite(session);
      const acceptedAt = new Date().toISOString();
      for (const { agreementId, agreementTag } of acceptances) {
        await fetchJson<AgreementResponse>(`${current.apiBase}/agreements/${encodeURIComponent(agreementId)}`, {
          method: "POST",
          body: { agreementTag, acceptedAt },
          csrfToken: current.csrfToken,
        });
      }
    },
    onSettled: () => Promise.all([portalKeys.status, ["portal", "agreements"]].map(invalidatePortalQueries)),
  });
}

/** Withdraws consent to one optional agreement (product e-mails); the list and the status are read again. */
export function useWithdrawAgreement() {
  const session = usePortalSession().data;
  return usePortalMutation({
    mutationFn: async (agreementId: string) => {
      const current = await sessionForWrite(session);
      await fetchJson<AgreementResponse>(`${current.apiBase}/agreements/${encodeURIComponent(agreementId)}`, {
        method: "DELETE",
        csrfToken: current.csrfToken,
      });
    },
    onSettled: () => Promise.all([portalKeys.status, ["portal", "agreements"]].map(invalidatePortalQueries)),
  });
}

export const useSubmitAtr = () =>
  useWrite<SubmitAtrInput, AtrSubmissionResponse>((body) => ({ path: "/atr", method: "POST", body }), [portalKeys.atr]);

/**
 * "Save and continue": once `current` is saved, go to the next task the live status allows (read
 * fresh, after the write), or to the task list when there is none or the status cannot be read.
 */
export function useGoToNextTask() {
  const base = useApiBase();
  const router = useRouter();
  return async (current: TaskId) => {
    let path = "/onboarding";
    try {
      // Read fresh, after the write (the write has already marked the cached status stale). The
      // task model loads beside it, on demand: it is no page's first-load JavaScript (docs/portal.md).
      const [status, { buildTaskList, pathAfter }] = await Promise.all([
        fetchJson<OnboardingStatusResponse>(`${base}/onboarding/status`),
        import("@/lib/portal/tasks"),
      ]);
      // The card and a document review never change what follows agreements, income or personal details.
      path = pathAfter(
        buildTaskList({ requirements: status.requirements, identityReviewed: false, card: "none" }),
        current,
      );
    } catch {
      // The task list reads the status itself and says what is next.
    }
    router.push(path);
  };
}
