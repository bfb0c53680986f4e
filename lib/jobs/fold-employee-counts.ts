import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employeeCountChanges, employeeCounts, employers } from "@/db/schema";
import { cte, statement } from "@/db/statement";

/**
 * Folds the changes the triggers appended (employee_count_changes) into employee_counts, in one
 * statement: the rows it deletes are exactly the ones it adds up, so a reader (one statement over
 * both tables) sees every change once, before or after. A fold beside it waits for those rows and
 * then finds them gone. Changes of an employer deleted since are dropped. Returns how many changes
 * were folded; the worker runs it on every round.
 */
export async function foldEmployeeCounts(db: Db): Promise<number> {
  const c = employeeCountChanges;
  const moved = cte(
    "moved",
    db.delete(c).returning({
      employerId: c.employerId,
      complete: c.complete,
      unmet: c.unmet,
      owner: c.owner,
      requirement: c.requirement,
      needsHrAction: c.needsHrAction,
      delta: c.delta,
    }),
  );
  const bucket = sql`employer_id, complete, unmet, owner, requirement, needs_hr_action`;
  const summed = cte(
    "summed",
    sql`select ${bucket}, sum(delta)::int as delta, count(*)::int as changes from ${moved.name} group by ${bucket}`,
  );
  const folded = cte(
    "folded",
    sql`insert into ${employeeCounts} as counted (${bucket}, employees)
      select ${summed.name}.employer_id, complete, unmet, owner, requirement, needs_hr_action, delta
        from ${summed.name} join ${employers} on ${employers.id} = ${summed.name}.employer_id
      on conflict (${bucket}) do update set employees = counted.employees + excluded.employees
      returning 1`,
  );
  const result = await db.execute<{ changes: number | string }>(
    statement([moved, summed, folded], sql`select coalesce(sum(changes), 0)::int as changes from ${summed.name}`),
  );
  return Number(result.rows[0]?.changes ?? 0);
}
