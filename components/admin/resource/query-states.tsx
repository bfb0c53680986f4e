"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { AdminQueryProblem } from "../query-problem";

type LoadedProps<Data> = { query: UseQueryResult<Data>; loading: string; children: (data: Data) => ReactNode };

/** A read's three states: loading, failed (with retry), and its answer. */
export function Loaded<Data>({ query, loading, children }: LoadedProps<Data>) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) return <AdminQueryProblem error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

type Props<Item> = {
  query: UseQueryResult<{ data: Item[] }>;
  loading: string;
  empty: string;
  children: (items: Item[]) => ReactNode;
};

/** A list read's four states: loading, failed (with retry), empty, and the items. */
export function QueryStates<Item>({ query, loading, empty, children }: Props<Item>) {
  return (
    <Loaded query={query} loading={loading}>
      {({ data }) => (data.length === 0 ? <p>{empty}</p> : children(data))}
    </Loaded>
  );
}
