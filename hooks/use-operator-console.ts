"use client";

import { useMutation, useQuery, type QueryKey } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";
import type { CreateEmployerInput, PublishTermsInput, UpdateEmployerInput } from "@/lib/schemas/operator";
import type { CreateAgreementRequest, PublishAgreementVersionInput } from "@/lib/schemas/operator-agreements";
import type {
  AgreementVersionPreview,
  ProgramAgreement,
  PublishedAgreementVersion,
} from "@/lib/schemas/responses/operator-agreements";
import type {
  EmployerOwnerInvite,
  OperatorInvite,
  OperatorTeam,
  ProgramEmployer,
  ProgramEmployerRow,
  ProgramTerms,
} from "@/lib/schemas/responses/operator-console";

import { useAccountCsrfToken } from "./use-hr-account";
import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

// The operator console's employers, program terms, agreements and operators (docs/operator.md): one key
// factory, the reads, and the writes — each with the console's CSRF token (from its account
// answer), sent once more after a fresh factor when the API asks (every console write may), then
// the queries it changes read again.

const API = "/api/operator";
const employerPath = (id: string) => `${API}/employers/${encodeURIComponent(id)}`;
const operatorPath = (id: string) => `${API}/operators/${encodeURIComponent(id)}`;
const agreementPath = (id: string) => `${API}/agreements/${encodeURIComponent(id)}`;

export const operatorConsoleKeys = {
  employers: ["operator", "employers"] as const,
  employer: (id: string) => ["operator", "employers", id] as const,
  terms: ["operator", "terms"] as const,
  agreements: ["operator", "agreements"] as const,
  agreement: (id: string) => ["operator", "agreements", id] as const,
  team: ["operator", "operators"] as const,
};

export const useProgramEmployers = () =>
  useQuery({
    queryKey: operatorConsoleKeys.employers,
    queryFn: () => fetchJson<{ data: ProgramEmployerRow[] }>(`${API}/employers`),
  });

/** One employer; while the worker offboards it, read again every few seconds so the page says when it is done. */
export const useProgramEmployer = (id: string) =>
  useQuery({
    queryKey: operatorConsoleKeys.employer(id),
    queryFn: () => fetchJson<ProgramEmployer>(employerPath(id)),
    refetchInterval: (query) => (query.state.data?.status === "offboarding" ? 3_000 : false),
  });

export const useProgramTerms = () =>
  useQuery({ queryKey: operatorConsoleKeys.terms, queryFn: () => fetchJson<{ data: ProgramTerms[] }>(`${API}/terms`) });

export const useProgramAgreements = () =>
  useQuery({
    queryKey: operatorConsoleKeys.agreements,
    queryFn: () => fetchJson<{ data: ProgramAgreement[] }>(`${API}/agreements`),
  });

export const useProgramAgreement = (id: string) =>
  useQuery({
    queryKey: operatorConsoleKeys.agreement(id),
    queryFn: () => fetchJson<ProgramAgreement>(agreementPath(id)),
  });

export const useOperatorTeam = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: operatorConsoleKeys.team,
    queryFn: () => fetchJson<OperatorTeam>(`${API}/operators`),
    enabled: options.enabled ?? true,
  });

/** A console write: the CSRF token of the console's session, step-up when asked, then `invalidates` read again. */
export function useConsoleWrite<Input, Output = unknown>(
  invalidates: QueryKey,
  request: (input: Input) => StepUpWrite,
) {
  return useStepUpWrite<Input, Output>({ invalidates, csrfToken: useAccountCsrfToken(), request });
}

/** Employers' writes change the list and the employer (both under the employers key). */
const useEmployerWrite = <Input, Output = ProgramEmployer>(request: (input: Input) => StepUpWrite) =>
  useConsoleWrite<Input, Output>(operatorConsoleKeys.employers, request);

export const useCreateEmployer = () =>
  useEmployerWrite<CreateEmployerInput>((body) => ({ path: `${API}/employers`, body }));
export const useUpdateEmployer = (id: string) =>
  useEmployerWrite<UpdateEmployerInput>((body) => ({ path: employerPath(id), method: "PATCH", body }));
export const useSuspendEmployer = (id: string) =>
  useEmployerWrite<string>((reason) => ({ path: `${employerPath(id)}/suspend`, body: { reason } }));
export const useOffboardEmployer = (id: string) =>
  useEmployerWrite<{ reason: string; confirmName: string }>((body) => ({ path: `${employerPath(id)}/offboard`, body }));
export const useReactivateEmployer = (id: string) =>
  useEmployerWrite<void>(() => ({ path: `${employerPath(id)}/reactivate` }));
export const useInviteEmployerOwner = (id: string) =>
  useEmployerWrite<{ email: string; name: string }, EmployerOwnerInvite>((body) => ({
    path: `${employerPath(id)}/owner-invites`,
    body,
  }));

/** A new version of the program's terms, or (with an employer) of that employer's override. */
export const usePublishTerms = (employerId?: string) =>
  useConsoleWrite<PublishTermsInput, ProgramTerms>(operatorConsoleKeys.terms, (body) => ({
    path: employerId ? `${employerPath(employerId)}/terms` : `${API}/terms`,
    body,
  }));

export type OperatorInviteInput = { name: string; email: string; role: OperatorRole };

const useTeamWrite = <Input, Output = unknown>(request: (input: Input) => StepUpWrite) =>
  useConsoleWrite<Input, Output>(operatorConsoleKeys.team, request);

export const useInviteOperator = () =>
  useTeamWrite<OperatorInviteInput, OperatorInvite>((body) => ({ path: `${API}/operators`, body }));
export const useChangeOperatorRole = () =>
  useTeamWrite<{ id: string; role: OperatorRole }>(({ id, role }) => ({
    path: operatorPath(id),
    method: "PATCH",
    body: { role },
  }));
export const useDisableOperator = () => useTeamWrite<string>((id) => ({ path: `${operatorPath(id)}/disable` }));
export const useEnableOperator = () => useTeamWrite<string>((id) => ({ path: `${operatorPath(id)}/enable` }));

/** Agreements' writes change the list and the document (both under the agreements key). */
export const useCreateAgreement = () =>
  useConsoleWrite<CreateAgreementRequest, ProgramAgreement>(operatorConsoleKeys.agreements, (body) => ({
    path: `${API}/agreements`,
    body,
  }));
export const usePublishAgreementVersion = (id: string) =>
  useConsoleWrite<PublishAgreementVersionInput, PublishedAgreementVersion>(operatorConsoleKeys.agreements, (body) => ({
    path: `${agreementPath(id)}/versions`,
    body,
  }));

/**
 * What publishing would do (POST …/versions/preview): a POST, so it carries the CSRF token, but it
 * changes nothing, so it needs no fresh factor and no query is read again.
 */
export function usePreviewAgreementVersion(id: string) {
  const csrfToken = useAccountCsrfToken();
  return useMutation({
    mutationFn: async (body: PublishAgreementVersionInput) =>
      fetchJson<AgreementVersionPreview>(`${agreementPath(id)}/versions/preview`, {
        method: "POST",
        body,
        csrfToken: await csrfToken(),
      }),
  });
}
