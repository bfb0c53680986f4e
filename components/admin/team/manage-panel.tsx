"use client";

import { useEffect, useRef, useState } from "react";

import type { Outcome } from "../resource/outcome";

type Words = (key: string, values?: Record<string, string | number>) => string;

/**
 * What a team's "Manage" panel shares, HR's (member-panel.tsx) and the console's operators
 * (operator-panel.tsx): its heading focused when it opens on a person, the outcome of its last
 * action, and each confirmed action's props (its button, confirm step, outcome), in the door's words
 * under `actions.{key}`.
 */
export function useManagePanel({
  panelId,
  idPrefix,
  person,
  t,
  failureText,
}: {
  panelId: string;
  /** What each action's button id starts with (`member-disable-…`, `operator-enable-…`). */
  idPrefix: string;
  person: { id: string; name: string };
  t: Words;
  failureText: (error: unknown) => string | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => heading.current?.focus(), [person.id]);
  const action = (key: string) => ({
    id: `${idPrefix}-${key}-${person.id}`,
    label: t(`actions.${key}.button`),
    title: t(`actions.${key}.confirmTitle`, { name: person.name }),
    body: t(`actions.${key}.confirmBody`),
    confirmLabel: t(`actions.${key}.confirm`),
    cancelLabel: t("actions.cancel"),
    done: t(`actions.${key}.done`, { name: person.name }),
    onOutcome: setOutcome,
    failureText,
    focusAfter: `${panelId}-title`,
  });
  return { heading, outcome, setOutcome, action };
}

/** The panel itself: a region named by its heading, which takes focus when it opens. */
export function ManagePanel({
  id,
  title,
  heading,
  children,
}: {
  id: string;
  title: string;
  heading: React.RefObject<HTMLHeadingElement | null>;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-md border-2 border-brand-600 bg-white p-4"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="break-words text-xl font-bold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
