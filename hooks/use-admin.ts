"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Requirement, RequirementKey } from "@/lib/domain/requirements";

import { ApiProblem, apiFetch, type FieldProblem } from "./use-portal-api";

export { ApiProblem, apiFetch, type FieldProblem } from "./use-portal-api";

export type PayrollSchedule = { id: number; name: string; payFrequency: string; active: boolean };

export type AdminSession = {
  adminId: string;
  name: string;
  email: string;
  csrfToken: string;
  employer: { id: string; name: string; payrollDeductionRepayment: boolean; paymentMethodRepayment: boolean };
  payrollSchedules: PayrollSchedule[];
};

export type EmployeeRow = {
  id: string;
  externalId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  complete: boolean;
  fulfilled: number;
  unmet: RequirementKey[];
  onboardingStatus: string;
  createdAt: string;
};

export type EmployeesPage = { data: EmployeeRow[]; total: number; page: number; pageSize: number };

export type FunnelStep = { key: RequirementKey; fulfilled: number; unmet: number };
export type Funnel = { total: number; complete: number; steps: FunnelStep[]; topBlockers: FunnelStep[] };

export type AdminEmployee = {
  id: string;
  externalId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  enrollInNewOnboarding: boolean;
  isEmployed: boolean | null;
  isEligible: boolean | null;
  birthDate: string | null;
  ssnLastFour: string | null;
  address: { line1: string | null; line2: string | null; city: string | null; state: string | null; postalCode: string | null } | null;
  payrollScheduleId: number | null;
  onboarding_status: string;
  createdAt: string;
};

export type IdentityCheck = { id: string; kind: string; status: string; outcome: string | null; attempts: number; createdAt: string; completedAt: string | null };
export type PaymentMethod = {
  id: number;
  type: string;
  name: string;
  description: string;
  lastFour: string;
  expiration: { month: number; year: number } | null;
  paymentMethodStatus: string;
  createdAt: string;
};
export type Card = {
  id: string;
  cardType: string;
  status: string | null;
  virtualCard: { status: string; lastFour: string };
  physicalCard: { status: string | null; lastFour: string | null; shipping: { status: string | null; trackingNumber: string | null } } | null;
  createdAt: string;
};
export type AgreementAcceptance = { agreement: string; tag: string; acceptedAt: string; recordedAt: string; actorType: string; actorId: string };
export type TimelineEvent = { id: string; type: string; data: unknown; createdAt: string };

export type AdminEmployeeDetail = {
  employee: AdminEmployee;
  complete: boolean;
  requirements: Requirement[];
  identityChecks: IdentityCheck[];
  paymentMethods: PaymentMethod[];
  cards: Card[];
  agreementAcceptances: AgreementAcceptance[];
  timeline: TimelineEvent[];
};

export type ImportStatus = "pending" | "running" | "completed" | "failed";
export type EmployeeImport = {
  id: string;
  fileName: string | null;
  status: ImportStatus;
  rowsRead: number;
  created: number;
  updated: number;
  rejected: number;
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type WebhookEndpoint = {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  createdAt: string;
  clientName: string;
  pendingDeliveries: number;
  failedDeliveries: number;
};
export type DeliveryAttempt = { attempt: number; startedAt: string; durationMs: number; statusCode: number | null; error: string | null };
export type WebhookDelivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  attemptLog: DeliveryAttempt[];
};

export type ApiClient = { id: string; name: string; secretLastFour: string; pinnedApiVersion: string | null; createdAt: string; revokedAt: string | null };
export type IssuedSecret = { clientId: string; clientSecret: string };

export type JsonPatchOp = { op: "replace"; path: string; value: unknown };

export const adminKeys = {
  all: ["admin"] as const,
  session: ["admin", "session"] as const,
  employeeLists: ["admin", "employees"] as const,
  employees: (search: string) => ["admin", "employees", search] as const,
  funnel: ["admin", "funnel"] as const,
  employee: (id: string) => ["admin", "employee", id] as const,
  imports: ["admin", "imports"] as const,
  importJob: (id: string) => ["admin", "imports", id] as const,
  webhooks: ["admin", "webhooks"] as const,
  webhookEndpoints: ["admin", "webhooks", "endpoints"] as const,
  webhookDeliveries: (endpointId: string) => ["admin", "webhooks", "deliveries", endpointId] as const,
  apiClients: ["admin", "api-clients"] as const,
};

const fetchAdminSession = () => apiFetch<AdminSession>("/api/admin/session");

export function useAdminSession() {
  return useQuery({ queryKey: adminKeys.session, queryFn: fetchAdminSession, staleTime: Infinity });
}

/**
 * The CSRF token read when a write is sent, not when the page rendered: a form submitted before
 * the session query has answered would otherwise go without it and be refused.
 */
function useCsrfTokenNow() {
  const queryClient = useQueryClient();
  return async () => (await queryClient.ensureQueryData({ queryKey: adminKeys.session, queryFn: fetchAdminSession })).csrfToken;
}

/** One page of the table; `search` is the API query string, so equal filters share a cache entry. */
export function useAdminEmployees(search: string) {
  return useQuery({
    queryKey: adminKeys.employees(search),
    queryFn: () => apiFetch<EmployeesPage>(`/api/admin/employees?${search}`),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useFunnel() {
  return useQuery({ queryKey: adminKeys.funnel, queryFn: () => apiFetch<Funnel>("/api/admin/funnel") });
}

export function useAdminEmployee(id: string) {
  return useQuery({
    queryKey: adminKeys.employee(id),
    queryFn: () => apiFetch<AdminEmployeeDetail>(`/api/admin/employees/${encodeURIComponent(id)}`),
  });
}

/** Writes change requirement states, so every list, the funnel and the employee are read again. */
function useInvalidateEmployee() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.employeeLists }),
      queryClient.invalidateQueries({ queryKey: adminKeys.funnel }),
      id ? queryClient.invalidateQueries({ queryKey: adminKeys.employee(id) }) : undefined,
    ]);
}

function useCsrfToken() {
  return useAdminSession().data?.csrfToken;
}

export function usePatchEmployee(id: string) {
  const csrfToken = useCsrfToken();
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: (operations: JsonPatchOp[]) =>
      apiFetch<{ id: string }>(`/api/admin/employees/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: operations,
        contentType: "application/json-patch+json",
        csrfToken,
      }),
    onSuccess: () => invalidate(id),
  });
}

export function useCreateEmployee() {
  const csrfToken = useCsrfToken();
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<{ id: string }>("/api/admin/employees", { method: "POST", body, csrfToken }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateInviteLink(id: string) {
  const csrfToken = useCsrfToken();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ url: string; expiresAt: string }>(`/api/admin/employees/${encodeURIComponent(id)}/invite-link`, { method: "POST", csrfToken }),
  });
}

const IMPORTS = "/api/admin/imports";
export function useImports() {
  return useQuery({ queryKey: adminKeys.imports, queryFn: () => apiFetch<{ data: EmployeeImport[] }>(IMPORTS) });
}

/**
 * One import, read every second while this page is uploading its file or the server says it is
 * still running (an upload whose connection dropped may still be importing on the server).
 */
/**
 * The import's progress, read every second until it has finished (or its upload has failed, after
 * which nothing will start it).
 */
export function useImportJob(id: string, { uploading, uploadFailed }: { uploading: boolean; uploadFailed: boolean }) {
  return useQuery({
    queryKey: adminKeys.importJob(id),
    queryFn: () => apiFetch<EmployeeImport>(`${IMPORTS}/${encodeURIComponent(id)}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const unfinished = status === undefined || status === "pending" || status === "running";
      return uploading || (unfinished && !uploadFailed) ? 1000 : false;
    },
  });
}

export function useCreateImport() {
  const csrfTokenNow = useCsrfTokenNow();
  return useMutation({
    mutationFn: async (fileName: string) => apiFetch<EmployeeImport>(IMPORTS, { method: "POST", body: { fileName }, csrfToken: await csrfTokenNow() }),
  });
}

/**
 * Sends the file as the request body (the browser streams a File; no FormData, no reading it into
 * memory). The answer only comes when the import has finished, so progress is read meanwhile.
 */
export function useUploadImportFile() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const headers = { "content-type": "text/csv", accept: "application/json", "x-csrf-token": await csrfTokenNow() };
      const response = await fetch(`${IMPORTS}/${encodeURIComponent(id)}/file`, { method: "PUT", headers, body: file, credentials: "same-origin" });
      const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) throw new ApiProblem(response.status, String(data.code ?? "error"), data.detail as string | undefined, (data.errors as FieldProblem[]) ?? [], data);
      return data as EmployeeImport;
    },
    // The answer is the finished import: shown at once, whatever the progress polling last read.
    onSuccess: (data, { id }) => queryClient.setQueryData(adminKeys.importJob(id), data),
    // Imported rows change the table and the funnel as much as a hand edit does.
    onSettled: (_data, _error, { id }) =>
      Promise.all([adminKeys.importJob(id), adminKeys.imports, adminKeys.employeeLists, adminKeys.funnel].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useWebhookEndpoints() {
  return useQuery({ queryKey: adminKeys.webhookEndpoints, queryFn: () => apiFetch<{ data: WebhookEndpoint[] }>("/api/admin/webhook-endpoints") });
}

export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: adminKeys.webhookDeliveries(endpointId),
    queryFn: () => apiFetch<{ data: WebhookDelivery[] }>(`/api/admin/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`),
  });
}

export function useReplayDelivery(endpointId: string) {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      apiFetch<WebhookDelivery>(`/api/admin/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks }),
  });
}

export function useApiClients() {
  return useQuery({ queryKey: adminKeys.apiClients, queryFn: () => apiFetch<{ data: ApiClient[] }>("/api/admin/api-clients") });
}

/** Create, rotate and revoke share one shape: a POST, then the list is read again. */
function useApiClientWrite<Input, Output>(request: (input: Input) => { path: string; body?: unknown }) {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, body } = request(input);
      return apiFetch<Output>(`/api/admin/api-clients${path}`, { method: "POST", body, csrfToken: await csrfTokenNow() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiClients }),
  });
}

export const useCreateApiClient = () => useApiClientWrite<string, ApiClient & { clientSecret: string }>((name) => ({ path: "", body: { name } }));
export const useRotateApiClientSecret = () => useApiClientWrite<string, IssuedSecret>((id) => ({ path: `/${encodeURIComponent(id)}/rotate-secret` }));
export const useRevokeApiClient = () => useApiClientWrite<string, { revoked: true }>((id) => ({ path: `/${encodeURIComponent(id)}/revoke` }));

export type { Requirement, RequirementKey };
