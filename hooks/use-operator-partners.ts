"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { CreatePartnerClientInput, CreatePartnerInput } from "@/lib/schemas/operator-partners";
import type {
  CreatedPartnerClient,
  Partner,
  PartnerRow,
  RotatedPartnerSecret,
} from "@/lib/schemas/responses/operator-partners";

import { useConsoleWrite } from "./use-operator-console";
import type { StepUpWrite } from "./use-step-up-write";

// The operator console's partners (docs/operator.md#partners): one key factory, the reads, and the
// writes — each a console write (CSRF token, step-up when asked), then every partner query read
// again: a grant or a client changes the partner's page and the list's counts alike.

const API = "/api/operator/partners";
const partnerPath = (id: string) => `${API}/${encodeURIComponent(id)}`;
const clientPath = (partnerId: string, clientId: string) =>
  `${partnerPath(partnerId)}/clients/${encodeURIComponent(clientId)}`;

export const operatorPartnerKeys = {
  all: ["operator", "partners"] as const,
  partner: (id: string) => ["operator", "partners", id] as const,
};

export const usePartners = () =>
  useQuery({ queryKey: operatorPartnerKeys.all, queryFn: () => fetchJson<{ data: PartnerRow[] }>(API) });

export const usePartner = (id: string) =>
  useQuery({ queryKey: operatorPartnerKeys.partner(id), queryFn: () => fetchJson<Partner>(partnerPath(id)) });

const usePartnerWrite = <Input, Output = Partner>(request: (input: Input) => StepUpWrite) =>
  useConsoleWrite<Input, Output>(operatorPartnerKeys.all, request);

export const useCreatePartner = () => usePartnerWrite<CreatePartnerInput>((body) => ({ path: API, body }));

export const useGrantPartnerEmployer = (partnerId: string) =>
  usePartnerWrite<string>((employerId) => ({ path: `${partnerPath(partnerId)}/employers`, body: { employerId } }));
export const useWithdrawPartnerEmployer = (partnerId: string) =>
  usePartnerWrite<string>((employerId) => ({
    path: `${partnerPath(partnerId)}/employers/${encodeURIComponent(employerId)}`,
    method: "DELETE",
  }));

export const useCreatePartnerClient = (partnerId: string) =>
  usePartnerWrite<CreatePartnerClientInput, CreatedPartnerClient>((body) => ({
    path: `${partnerPath(partnerId)}/clients`,
    body,
  }));
export const useRotatePartnerClientSecret = (partnerId: string) =>
  usePartnerWrite<string, RotatedPartnerSecret>((clientId) => ({
    path: `${clientPath(partnerId, clientId)}/rotate-secret`,
  }));
export const useSetPartnerClientVersion = (partnerId: string) =>
  usePartnerWrite<{ clientId: string; apiVersion: string }>(({ clientId, apiVersion }) => ({
    path: `${clientPath(partnerId, clientId)}/api-version`,
    body: { apiVersion },
  }));
export const useRevokePartnerClient = (partnerId: string) =>
  usePartnerWrite<string>((clientId) => ({ path: `${clientPath(partnerId, clientId)}/revoke` }));
