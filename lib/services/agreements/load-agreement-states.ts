import { and, asc, eq, inArray, lte } from "drizzle-orm";

import {
  agreementAcceptances,
  agreements,
  agreementScope,
  agreementVersions,
  type AgreementAcceptanceRow,
  type AgreementRow,
  type AgreementVersionRow,
} from "@/db/schema";
import { isTransaction } from "@/db/transaction";
import { bindingAcceptance } from "@/lib/domain/program/agreement-versions";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

export type AgreementState = {
  agreement: AgreementRow;
  /** The version in force: the one to show and accept. */
  latest: AgreementVersionRow;
  /** Every version in force so far, oldest first. */
  versions: AgreementVersionRow[];
  acceptances: AgreementAcceptanceRow[];
  /** Their acceptance of the version in force, if they gave one. */
  acceptedLatest: AgreementAcceptanceRow | undefined;
  /**
   * The acceptance that keeps them current: of the version in force, or of an earlier one that
   * every later version only notified them of (lib/domain/program/agreement-versions.ts).
   */
  binding: AgreementAcceptanceRow | undefined;
};

/**
 * Every agreement of the employer's program with the version in force and the employee's
 * acceptances. An agreement with no version in force yet (none published, or the first scheduled
 * for later) is not shown.
 */
export async function loadAgreementStates({
  ctx,
  employerId,
  employeeId,
  now = new Date(),
}: {
  ctx: QueryContext;
  employerId: string;
  employeeId: string;
  now?: Date;
}): Promise<AgreementState[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(agreements)
    .where(agreementScope(employerId))
    .orderBy(asc(agreements.position), asc(agreements.createdAt), asc(agreements.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const readVersions = () =>
    db
      .select()
      .from(agreementVersions)
      .where(and(inArray(agreementVersions.agreementId, ids), lte(agreementVersions.publishedAt, now)))
      .orderBy(asc(agreementVersions.publishedAt), asc(agreementVersions.id));
  const readAcceptances = () =>
    db
      .select()
      .from(agreementAcceptances)
      .where(and(eq(agreementAcceptances.employeeId, employeeId), inArray(agreementAcceptances.agreementId, ids)))
      .orderBy(asc(agreementAcceptances.id));
  // A transaction has one connection: queue the reads there instead of overlapping them.
  const [versions, acceptances] = isTransaction(db)
    ? [await readVersions(), await readAcceptances()]
    : await Promise.all([readVersions(), readAcceptances()]);
  return rows.flatMap((agreement) => {
    const own = versions.filter((version) => version.agreementId === agreement.id);
    const latest = own.at(-1);
    if (!latest) return [];
    const accepted = acceptances.filter((acceptance) => acceptance.agreementId === agreement.id);
    return [
      {
        agreement,
        latest,
        versions: own,
        acceptances: accepted,
        acceptedLatest: accepted.find((a) => a.versionId === latest.id && a.withdrawnAt === null),
        binding: bindingAcceptance(own, accepted),
      },
    ];
  });
}

/** One agreement's state for the employee, among those that apply to them; not found otherwise. */
export async function getAgreementStateOrThrow({
  ctx,
  employerId,
  employeeId,
  agreementId,
}: {
  ctx: QueryContext;
  employerId: string;
  employeeId: string;
  agreementId: string;
}): Promise<AgreementState> {
  const states = await loadAgreementStates({ ctx, employerId, employeeId });
  const state = states.find((candidate) => candidate.agreement.id === agreementId);
  if (!state) throw new AppError("agreement_not_found", "No agreement with this id applies to the employee.");
  return state;
}
