"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useTeam } from "@/hooks/use-admin-team";

import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { Loaded } from "../resource/query-states";
import { InviteForm } from "./invite-form";
import { MemberPanel } from "./member-panel";
import { OpenInvites } from "./open-invites";
import { manageButtonId, PeopleTable } from "./people-table";

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The employer's HR team (owners): the people with their roles, factors and activity; one
 * person's actions in a panel below the table; inviting someone; the open invitations.
 */
export function TeamView() {
  const t = useTranslations("admin.team");
  const team = useTeam();
  const [managing, setManaging] = useState<string>();
  const [removed, setRemoved] = useState<Outcome>();
  const person = team.data?.people.find((candidate) => candidate.id === managing && !candidate.isYou);

  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <TitledSection titleId="team-people-title" title={t("people.title")} gap="gap-4" focusable>
        <OutcomeMessage outcome={removed} />
        <Loaded query={team} loading={t("loading")}>
          {(members) => (
            <PeopleTable
              people={members.people}
              managing={person?.id}
              onManage={(id) => {
                setRemoved(undefined);
                setManaging(managing === id ? undefined : id);
              }}
            />
          )}
        </Loaded>
      </TitledSection>
      {person ? (
        <MemberPanel
          key={person.id}
          person={person}
          onClose={() => {
            setManaging(undefined);
            focusLater(manageButtonId(person.id));
          }}
          onRemoved={(name) => {
            setManaging(undefined);
            setRemoved({ tone: "done", text: t("actions.remove.done", { name }) });
            focusLater("team-people-title");
          }}
        />
      ) : null}
      <InviteForm />
      {team.data ? <OpenInvites invites={team.data.invites} /> : null}
    </div>
  );
}
