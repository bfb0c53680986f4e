"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { QueryStates } from "./query-states";

type Props<Item extends { id: string }> = {
  titleId: string;
  title: string;
  loading: string;
  empty: string;
  query: UseQueryResult<{ data: Item[] }>;
  children: (item: Item) => ReactNode;
};

/** A titled list of an employer's resources, one card each. */
export function ResourceList<Item extends { id: string }>({ titleId, title, query, children, ...states }: Props<Item>) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <QueryStates query={query} {...states}>
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
