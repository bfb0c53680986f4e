"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { AdminQueryProblem } from "../query-problem";

type Props<Item> = {
  query: UseQueryResult<{ data: Item[] }>;
  loading: string;
  empty: string;
  children: (items: Item[]) => ReactNode;
};

/** A list read's four states: loading, failed (with retry), empty, and the items. */
export function QueryStates<Item>({ query, loading, empty, children }: Props<Item>) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) return <AdminQueryProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <p>{empty}</p>;
  return children(query.data.data);
}
