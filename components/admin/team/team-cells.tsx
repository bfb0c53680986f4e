"use client";

import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";

import { NameWithTag } from "../name-with-tag";
import { When } from "../when";

// The cells a team's table shares, HR's (people-table.tsx) and the console's operators
// (operators-table.tsx): the person's name with "you", e-mail, active or disabled, last sign-in,
// and Manage (or, on your own row, a link to your account). Each table passes its own words.

export const nameCell = (name: string, youTag: string | undefined) => (
  <NameWithTag key="name" tag={youTag}>
    <span className="break-words font-semibold">{name}</span>
  </NameWithTag>
);

export const emailCell = (email: string) => (
  <span key="email" className="break-all">
    {email}
  </span>
);

export const statusCell = (active: boolean, words: { active: string; disabled: string }) =>
  active ? (
    <span key="status" className="font-semibold text-green-800">
      {words.active}
    </span>
  ) : (
    <span key="status" className="font-semibold text-red-700">
      {words.disabled}
    </span>
  );

export const lastSignInCell = (iso: string | null, never: string) => (iso ? <When key="last" iso={iso} /> : never);

/** Manage for another person's row (it opens their panel, `panelId`); your own account's link on yours. */
export function manageCell({
  person,
  isYou,
  accountHref,
  managing,
  panelId,
  buttonId,
  onManage,
  words,
}: {
  person: { id: string; name: string };
  isYou: boolean;
  accountHref: string;
  managing: string | undefined;
  panelId: string;
  buttonId: string;
  onManage: (id: string) => void;
  words: { yourAccount: string; manage: string };
}) {
  return isYou ? (
    <TextLink key="action" href={accountHref}>
      {words.yourAccount}
    </TextLink>
  ) : (
    <Button
      key="action"
      id={buttonId}
      variant="secondary"
      aria-expanded={managing === person.id}
      aria-controls={managing === person.id ? panelId : undefined}
      onClick={() => onManage(person.id)}
    >
      {words.manage}
      <span className="sr-only"> {person.name}</span>
    </Button>
  );
}
