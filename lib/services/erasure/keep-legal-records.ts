import { asc, eq } from "drizzle-orm";

import {
  adverseActionNotices,
  agreementAcceptances,
  agreements,
  atrSubmissions,
  erasureRecords,
  identityChecks,
  identityEvidence,
  type EmployeeRow,
} from "@/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import { retainUntil, type RetainedRecordKind } from "@/lib/domain/program/retention";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";
import { ssnContext } from "../employee-columns";

export type KeptCounts = Record<RetainedRecordKind, number>;

type Kept = { kind: RetainedRecordKind; madeAt: Date; record: Record<string, unknown>; sealed?: unknown };

const erasureRecordContext = sealingContexts.erasureRecord;

/**
 * In the erasure's transaction, before the person's rows go: the records the law keeps, copied into
 * erasure_records with their end dates (lib/domain/program/retention.ts; docs/data-retention.md). Each keeps
 * ids, dates, outcomes and reasons in `record`; the personal data the law needs in it is sealed.
 */
export async function keepLegalRecords({
  ctx,
  employee,
  erasedAt,
}: {
  ctx: QueryContext;
  employee: EmployeeRow;
  erasedAt: Date;
}): Promise<KeptCounts> {
  const kept = [
    ...(await creditRecords({ ctx, employeeId: employee.id })),
    ...(await identificationRecord({ ctx, employee })),
    ...(await acceptanceRecords({ ctx, employeeId: employee.id })),
  ];
  const rows = kept
    .map((item) => ({ ...item, id: createId("ers"), until: retainUntil(item.kind, item.madeAt, erasedAt) }))
    .filter((item) => item.until > erasedAt)
    .map((item) => ({
      id: item.id,
      employerId: employee.employerId,
      employeeId: employee.id,
      kind: item.kind,
      record: item.record,
      sealed: item.sealed === undefined ? null : encrypt(JSON.stringify(item.sealed), erasureRecordContext(item.id)),
      erasedAt,
      retainUntil: item.until,
    }));
  if (rows.length > 0) await ctx.db.insert(erasureRecords).values(rows);
  const counts: KeptCounts = {
    credit_decision: 0,
    adverse_action_notice: 0,
    customer_identification: 0,
    agreement_acceptance: 0,
  };
  for (const row of rows) counts[row.kind] += 1;
  return counts;
}

/** Regulation B: each decision (its inputs, outcome, reasons) and each adverse action notice as sent. */
async function creditRecords({ ctx, employeeId }: { ctx: QueryContext; employeeId: string }): Promise<Kept[]> {
  const decisions = await ctx.db
    .select()
    .from(atrSubmissions)
    .where(eq(atrSubmissions.employeeId, employeeId))
    .orderBy(asc(atrSubmissions.sequence));
  const notices = await ctx.db
    .select()
    .from(adverseActionNotices)
    .where(eq(adverseActionNotices.employeeId, employeeId));
  return [
    ...decisions.map((decision) => ({
      kind: "credit_decision" as const,
      madeAt: decision.createdAt,
      record: {
        atrId: decision.id,
        decidedAt: decision.createdAt.toISOString(),
        annualIncomeCents: decision.annualIncomeCents,
        monthlyObligationsCents: decision.monthlyObligationsCents,
        payFrequency: decision.payFrequency,
        result: decision.result,
        maxAllowableBalanceCents: decision.maxAllowableBalanceCents,
        decision: decision.decision,
        settingsVersion: decision.settingsVersion,
        rankedReasons: decision.rankedReasons,
        actorType: decision.actorType,
      },
    })),
    ...notices.map((notice) => ({
      kind: "adverse_action_notice" as const,
      madeAt: notice.createdAt,
      record: {
        noticeId: notice.id,
        atrId: notice.atrSubmissionId,
        language: notice.language,
        givenAt: notice.createdAt.toISOString(),
        emailStatus: notice.emailStatus,
        emailSentAt: notice.emailSentAt?.toISOString() ?? null,
      },
      // The notice as it was sent (it is addressed to the person) and where it went.
      sealed: { content: notice.content, emailTo: notice.emailTo },
    })),
  ];
}

/**
 * The customer identification record (31 CFR 1020.220(a)(3)): the checks' methods and results, the
 * documents' descriptions (never their images), and — sealed — the identifying information the check
 * used: name, birth date, address, SSN. Only for a person whose identity was checked.
 */
async function identificationRecord({ ctx, employee }: { ctx: QueryContext; employee: EmployeeRow }): Promise<Kept[]> {
  const checks = await ctx.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.employeeId, employee.id))
    .orderBy(asc(identityChecks.createdAt));
  if (checks.length === 0) return [];
  const documents = await ctx.db.select().from(identityEvidence).where(eq(identityEvidence.employeeId, employee.id));
  return [
    {
      kind: "customer_identification",
      madeAt: checks[0]!.createdAt,
      record: {
        onboardingStatus: employee.onboardingStatus,
        checks: checks.map((check) => ({
          checkId: check.id,
          kind: check.kind,
          provider: check.provider,
          providerReference: check.providerReference,
          status: check.status,
          outcome: check.outcome,
          startedAt: check.createdAt.toISOString(),
          completedAt: check.completedAt?.toISOString() ?? null,
        })),
        documents: documents.map((document) => ({
          documentId: document.id,
          documentType: document.documentType,
          issuingCountry: document.issuingCountry,
          issuingState: document.issuingState,
          expiresOn: document.expiresOn,
          numberLastFour: document.numberLastFour,
          uploadedAt: document.createdAt.toISOString(),
          checkedAt: document.checkedAt?.toISOString() ?? null,
          checkedBy: document.checkedBy,
          checkOutcome: document.checkOutcome,
        })),
      },
      sealed: {
        firstName: employee.firstName,
        lastName: employee.lastName,
        birthDate: employee.birthDate,
        address: employeeAddressFields(employee),
        ssn: employee.ssnEncrypted === null ? null : decrypt(employee.ssnEncrypted, ssnContext(employee.id)),
      },
    },
  ];
}

/** E-SIGN: each acceptance (and withdrawal) of an agreement version; where it came from, sealed. */
async function acceptanceRecords({ ctx, employeeId }: { ctx: QueryContext; employeeId: string }): Promise<Kept[]> {
  const rows = await ctx.db
    .select({ acceptance: agreementAcceptances, slug: agreements.slug })
    .from(agreementAcceptances)
    .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
    .where(eq(agreementAcceptances.employeeId, employeeId))
    .orderBy(asc(agreementAcceptances.id));
  return rows.map(({ acceptance, slug }) => ({
    kind: "agreement_acceptance" as const,
    madeAt: acceptance.acceptedAt,
    record: {
      agreementId: acceptance.agreementId,
      agreement: slug,
      versionId: acceptance.versionId,
      tag: acceptance.tag,
      acceptedAt: acceptance.acceptedAt.toISOString(),
      recordedAt: acceptance.recordedAt.toISOString(),
      actorType: acceptance.actorType,
      requestId: acceptance.requestId,
      withdrawnAt: acceptance.withdrawnAt?.toISOString() ?? null,
      withdrawnActorType: acceptance.withdrawnActorType,
      withdrawnRequestId: acceptance.withdrawnRequestId,
    },
    sealed: {
      actorId: acceptance.actorId,
      ipAddress: acceptance.ipAddress,
      userAgent: acceptance.userAgent,
      withdrawnActorId: acceptance.withdrawnActorId,
      withdrawnIpAddress: acceptance.withdrawnIpAddress,
      withdrawnUserAgent: acceptance.withdrawnUserAgent,
    },
  }));
}
