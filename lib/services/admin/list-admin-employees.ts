import { and, asc, count, desc, eq, isNotNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees, isDecided } from "@/db/schema";
import { countMatching } from "@/lib/domain/onboarding/employee-buckets";
import { parseReference } from "@/lib/domain/person/employee-reference";
import type { AdminEmployeesFilter, AdminEmployeesQuery } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { readEmployeeBuckets } from "./read-employee-buckets";

/**
 * What a search box matches: "contains", on the generated search column (name, e-mail, external
 * id) and its trigram index; lower() on both sides so the database's case folding applies,
 * whatever its locale. LIKE wildcards typed in the search are literal characters, not patterns.
 * Our id (empl_…) is matched whole, on the primary key (it is not in search_text), and so is the
 * short reference a person reads out (A1B2C-3D4E5), typed with or without its dash. HR's table
 * and the operators' search across employers (lib/services/support) both ask this.
 */
export function employeeSearchCondition(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const reference = parseReference(q);
  return or(
    sql`${employees.searchText} like lower(${pattern})`,
    eq(employees.id, q),
    ...(reference ? [eq(employees.reference, reference)] : []),
  )!;
}

/** Filters shared by the table and its CSV export. Always scoped to the admin's employer. */
export function adminEmployeeFilter(employerId: string, query: AdminEmployeesFilter): SQL {
  const conditions: SQL[] = [eq(employees.employerId, employerId)];
  if (query.q) conditions.push(employeeSearchCondition(query.q));
  if (query.status === "complete") conditions.push(eq(employees.requirementsComplete, true));
  if (query.status === "incomplete") conditions.push(eq(employees.requirementsComplete, false));
  // Stuck on: the one requirement the person waits on or is stopped by (the funnel's blockers), not
  // every unmet one — a missing birth date leaves "at least 18" unmet too, but nobody is stuck there.
  // The owner is set whenever a requirement is: said here so that the stuck-on index applies.
  if (query.stuckOn)
    conditions.push(eq(employees.waitingOnRequirement, query.stuckOn), isNotNull(employees.waitingOnOwner));
  if (query.needsHrAction === "true") conditions.push(eq(employees.needsHrAction, true));
  if (query.needsHrAction === "false") conditions.push(eq(employees.needsHrAction, false));
  if (query.waitingOn === "decided") conditions.push(isDecided());
  else if (query.waitingOn) conditions.push(eq(employees.waitingOnOwner, query.waitingOn));
  return and(...conditions)!;
}

type Sortable = Record<"id" | "lastName" | "firstName" | "createdAt" | "requirementsFulfilled", AnyColumn>;

/** The table's sort order, on the table or on a subquery of its columns; the id breaks ties. */
function ordering(source: Sortable, query: AdminEmployeesQuery): SQL[] {
  const direction = query.order === "desc" ? desc : asc;
  const columns = {
    lastName: [source.lastName, source.firstName],
    createdAt: [source.createdAt],
    progress: [source.requirementsFulfilled],
  }[query.sort];
  return [...columns, source.id].map((column) => direction(column));
}

/**
 * Where the page's rows sit: past the middle of `total`, counted from the end in the reverse order
 * (the last page of a million is then as near as the first), else from the start.
 */
export function pageWindow(page: number, pageSize: number, total: number | undefined) {
  const offset = (page - 1) * pageSize;
  if (total === undefined || offset <= total / 2) return { reversed: false, offset, limit: pageSize };
  const end = Math.min(total, offset + pageSize);
  return { reversed: true, offset: Math.max(0, total - end), limit: Math.max(0, end - offset) };
}

type PageWindow = ReturnType<typeof pageWindow>;

/**
 * The ids of the requested page (in order, or in reverse when `window.reversed`): walking the
 * sort's index, or (`matchesFirst`) a search's few matches found first and then sorted.
 */
function pageIdsQuery(
  db: Queryable,
  where: SQL,
  query: AdminEmployeesQuery,
  window: PageWindow,
  matchesFirst: boolean,
) {
  const order = window.reversed ? ({ ...query, order: query.order === "desc" ? "asc" : "desc" } as const) : query;
  if (!matchesFirst) {
    return db
      .select({ id: employees.id })
      .from(employees)
      .where(where)
      .orderBy(...ordering(employees, order))
      .limit(window.limit)
      .offset(window.offset)
      .as("page_ids");
  }
  // A search's matches are few and may sit anywhere in the sort order (all the Smiths are near the
  // end of the names): walking the sort's index until a page of them turns up reads most of the
  // table. Matches first, through the trigram index, then sort them. A LIMIT that never binds keeps
  // the planner from folding the subquery back into that walk (drizzle drops an OFFSET 0).
  const matches = db
    .select({
      id: employees.id,
      lastName: employees.lastName,
      firstName: employees.firstName,
      createdAt: employees.createdAt,
      requirementsFulfilled: employees.requirementsFulfilled,
    })
    .from(employees)
    .where(where)
    .limit(NEVER_BINDS)
    .as("matches");
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...ordering(matches, order))
    .limit(window.limit)
    .offset(window.offset)
    .as("page_ids");
}

const NEVER_BINDS = 2_147_483_647;

/**
 * A search stops counting past this many matches (the table says "more than 10,000"): counting a
 * million matches, or sorting them, is what made a search everyone matches take 600 ms. Past it
 * the matches are dense, and walking the sort's index finds a page of them at once.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Trigram searches need three characters; shorter ones cannot use the index to find matches first. */
const TRIGRAM = 3;

/** How many match, up to SEARCH_COUNT_CAP + 1: the planner stops at the limit (a bitmap of few matches, or a walk of many). */
async function countUpToCap(db: Queryable, where: SQL): Promise<number> {
  const found = db
    .select({ one: sql`1` })
    .from(employees)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as("found");
  const [row] = await db.select({ value: count() }).from(found);
  return Number(row?.value ?? 0);
}

/**
 * One page of the employees table with the 12 requirement states, sorted and filtered in SQL. The
 * page's ids are found first (on the sort's index alone when nothing else filters) and only those
 * rows are read: a deep page skips index entries, not rows. Without a search the total comes from
 * the employer's counts (the funnel's buckets), not from counting rows: at a million people that
 * count alone took 95 ms, and a filter nobody matches needs no page query at all. A search counts
 * its matches up to SEARCH_COUNT_CAP (`totalCapped` past it).
 */
export async function listAdminEmployees({ ctx, query }: { ctx: EmployerContext; query: AdminEmployeesQuery }) {
  authorize(ctx.actor, "employees.read");
  const { db } = ctx;
  const where = adminEmployeeFilter(ctx.employerId, query);
  if (query.q) {
    const found = await countUpToCap(db, where);
    const totalCapped = found > SEARCH_COUNT_CAP;
    const total = Math.min(found, SEARCH_COUNT_CAP);
    const window = pageWindow(query.page, query.pageSize, totalCapped ? undefined : total);
    const matchesFirst = !totalCapped && query.q.length >= TRIGRAM;
    const rows = total === 0 || window.limit === 0 ? [] : await pageRows(db, where, query, window, matchesFirst);
    return { rows, total, totalCapped };
  }
  const total = countMatching(await readEmployeeBuckets({ ctx }), query);
  const window = pageWindow(query.page, query.pageSize, total);
  const rows = total === 0 || window.limit === 0 ? [] : await pageRows(db, where, query, window, false);
  return { rows, total, totalCapped: false };
}

function pageRows(db: Queryable, where: SQL, query: AdminEmployeesQuery, window: PageWindow, matchesFirst: boolean) {
  const pageIds = pageIdsQuery(db, where, query, window, matchesFirst);
  return db
    .select({
      id: employees.id,
      externalId: employees.externalId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      complete: employees.requirementsComplete,
      fulfilled: employees.requirementsFulfilled,
      unmet: employees.requirementsUnmet,
      onboardingStatus: employees.onboardingStatus,
      waitingOnOwner: employees.waitingOnOwner,
      waitingOnRequirement: employees.waitingOnRequirement,
      waitingOnStatus: employees.waitingOnStatus,
      needsHrAction: employees.needsHrAction,
      invitedAt: employees.invitedAt,
      lastActiveAt: employees.lastActiveAt,
      createdAt: employees.createdAt,
    })
    .from(employees)
    .innerJoin(pageIds, eq(employees.id, pageIds.id))
    .orderBy(...ordering(employees, query));
}
