"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import type { Team, TeamInvite } from "@/lib/schemas/responses/admin-team";

import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

export const adminTeamKeys = {
  team: ["admin", "team"] as const,
};

const TEAM = "/api/admin/team";
const member = (id: string) => `${TEAM}/${encodeURIComponent(id)}`;

/** The employer's HR people and open invitations (owners). */
export function useTeam(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminTeamKeys.team,
    queryFn: () => fetchJson<Team>(TEAM),
    enabled: options.enabled ?? true,
  });
}

/** Every team write is read again by the team's query; a role change asks for a fresh factor first. */
const useTeamWrite = <Input, Output = unknown>(request: (input: Input) => StepUpWrite) =>
  useStepUpWrite<Input, Output>({ invalidates: adminTeamKeys.team, request });

export type TeamInviteInput = { name: string; email: string; role: HrRole };

export const useInviteTeammate = () =>
  useTeamWrite<TeamInviteInput, TeamInvite>((body) => ({ path: `${TEAM}/invites`, body }));
export const useWithdrawInvite = () =>
  useTeamWrite<string>((id) => ({ path: `${TEAM}/invites/${encodeURIComponent(id)}/withdraw` }));
export const useChangeRole = () =>
  useTeamWrite<{ id: string; role: HrRole }>(({ id, role }) => ({ path: member(id), method: "PATCH", body: { role } }));
export const useDisableMember = () => useTeamWrite<string>((id) => ({ path: `${member(id)}/disable` }));
export const useEnableMember = () => useTeamWrite<string>((id) => ({ path: `${member(id)}/enable` }));
export const useRemoveMember = () => useTeamWrite<string>((id) => ({ path: member(id), method: "DELETE" }));
export const useEndMemberSessions = () => useTeamWrite<string>((id) => ({ path: `${member(id)}/end-sessions` }));
/** An owner lets the teammate's next single sign-on link their account (after a fresh factor). */
export const useApproveSsoLink = () => useTeamWrite<string>((id) => ({ path: `${member(id)}/approve-sso-link` }));
