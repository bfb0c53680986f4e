"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { TitledSection } from "@/components/ui/titled-section";

import { QueryStates } from "./query-states";

type Props<Item extends { id: string }> = {
  titleId: string;
  /** The list's messages: title, loading, empty. */
  messages: string;
  query: UseQueryResult<{ data: Item[] }>;
  children: (item: Item) => ReactNode;
};

/** A titled list of an employer's resources, one card each. */
export function ResourceList<Item extends { id: string }>({ titleId, messages, query, children }: Props<Item>) {
  const t = useTranslations(messages);
  return (
    <TitledSection titleId={titleId} title={t("title")} gap="gap-4">
      <QueryStates query={query} loading={t("loading")} empty={t("empty")}>
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledSection>
  );
}
