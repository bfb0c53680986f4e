import { sql } from "drizzle-orm";

import { cte, statement } from "@/db/statement";
import {
  agreementAcceptances,
  agreements,
  employeeNotifications,
  employees,
  notificationPreferences,
} from "@/db/schema";
import type { NotificationData } from "@/lib/domain/onboarding/notifications";

import type { QueryContext } from "../context";

/**
 * Queues the notice of a new version (docs/operator.md#agreements) for everyone in the document's
 * scope who accepted an earlier version and has not withdrawn it, in one statement however many
 * they are: the notifications job sends them. Each person gets one per version, however often this
 * runs. Returns how many were queued.
 */
export async function queueAgreementUpdate({
  ctx,
  agreementId,
  versionId,
  data,
}: {
  ctx: QueryContext;
  agreementId: string;
  versionId: number;
  data: NotificationData["agreement_updated"];
}): Promise<number> {
  // Notification ids are made here in SQL, not one by one in the app: 22 base62-like characters
  // of a random UUID, as createId gives (they are never parsed, only compared).
  const queued = cte(
    "queued",
    sql`insert into ${employeeNotifications}
      (id, employer_id, employee_id, kind, occasion, data, language, email_to)
    select 'ntf_' || left(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', ''), 22),
      ${employees.employerId}, ${employees.id}, 'agreement_updated', ${String(versionId)}, ${JSON.stringify(data)}::jsonb,
      ${notificationPreferences.language}, ${employees.email}
    from ${employees}
    join ${agreements} on ${agreements.id} = ${agreementId}
    left join ${notificationPreferences} on ${notificationPreferences.employeeId} = ${employees.id}
    where (${agreements.employerId} is null or ${agreements.employerId} = ${employees.employerId})
      and exists (
        select 1 from ${agreementAcceptances}
        where ${agreementAcceptances.employeeId} = ${employees.id} and ${agreementAcceptances.agreementId} = ${agreementId}
          and ${agreementAcceptances.versionId} <> ${versionId} and ${agreementAcceptances.withdrawnAt} is null
      )
    on conflict do nothing
    returning 1`,
  );
  const [counted] = (
    await ctx.db.execute<{ queued: number }>(statement([queued], sql`select ${queued.count} as queued`))
  ).rows;
  return counted?.queued ?? 0;
}
