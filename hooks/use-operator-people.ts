"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { PeopleSearch, Person, PersonInvitation } from "@/lib/schemas/responses/operator-people";

import { useConsoleWrite } from "./use-operator-console";

// Support across employers in the console (docs/operator.md#people): the search, one person's page,
// and the two safe fixes — each a console write (CSRF token, step-up when asked), then the person
// read again.

const API = "/api/operator/people";
const personPath = (id: string) => `${API}/${encodeURIComponent(id)}`;

export const operatorPeopleKeys = {
  all: ["operator", "people"] as const,
  search: (q: string) => ["operator", "people", "search", q] as const,
  person: (id: string) => ["operator", "people", id] as const,
};

/** The matches of a search; nothing is asked until the query has three characters. */
export const usePeopleSearch = (q: string) =>
  useQuery({
    queryKey: operatorPeopleKeys.search(q),
    queryFn: () => fetchJson<PeopleSearch>(`${API}?${new URLSearchParams({ q })}`),
    enabled: q.trim().length >= 3,
  });

export const usePerson = (id: string) =>
  useQuery({ queryKey: operatorPeopleKeys.person(id), queryFn: () => fetchJson<Person>(personPath(id)) });

export const useResendInvitation = (id: string) =>
  useConsoleWrite<void, PersonInvitation>(operatorPeopleKeys.person(id), () => ({
    path: `${personPath(id)}/invitation`,
  }));

export const useSignPersonOut = (id: string) =>
  useConsoleWrite<void>(operatorPeopleKeys.person(id), () => ({ path: `${personPath(id)}/end-sessions` }));
