import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";

import {
  accounts,
  agreements,
  agreementTexts,
  agreementVersions,
  type AgreementRow,
  type AgreementVersionRow,
} from "@/db/schema";
import { AGREEMENT_LANGUAGES } from "@/lib/domain/program/agreement-versions";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

// The program's agreements as the operator console shows them (docs/operator.md#agreements): each
// document with every version, in force, superseded or scheduled, and each version's texts.

export type AgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];
export type VersionText = { title: string; body: string };

export type ProgramAgreementVersion = AgreementVersionRow & {
  status: "in_force" | "superseded" | "scheduled";
  /** Its texts, when they were asked for (else empty). */
  texts: Partial<Record<string, VersionText>>;
  /** Its title in each language, always. */
  titles: Partial<Record<string, string>>;
  /** The name of the operator who published it; null for the seed, the ops command or an account gone. */
  publishedByName: string | null;
};

export type ProgramAgreement = { agreement: AgreementRow; versions: ProgramAgreementVersion[] };

/** Each version's status at `now`: the latest taken effect is in force, those before superseded, the rest scheduled. */
export function withStatuses(
  versions: readonly AgreementVersionRow[],
  texts: ReadonlyMap<number, ProgramAgreementVersion["texts"]>,
  titles: ReadonlyMap<number, ProgramAgreementVersion["titles"]>,
  names: ReadonlyMap<string, string>,
  now: Date,
): ProgramAgreementVersion[] {
  const inForce = versions.filter((version) => version.publishedAt <= now).at(-1);
  return versions.map((version) => ({
    ...version,
    status: version.publishedAt > now ? "scheduled" : version.id === inForce?.id ? "in_force" : ("superseded" as const),
    texts: texts.get(version.id) ?? {},
    titles: titles.get(version.id) ?? {},
    publishedByName: version.publishedBy ? (names.get(version.publishedBy) ?? null) : null,
  }));
}

/** Documents and their versions (oldest first), with texts when asked for: one employer's and the program's, or all. */
export async function loadProgramAgreements({
  ctx,
  agreementIds,
  withTexts,
  forUpdate = false,
}: {
  ctx: QueryContext;
  agreementIds?: readonly string[];
  withTexts: boolean;
  forUpdate?: boolean;
}): Promise<ProgramAgreement[]> {
  const { db } = ctx;
  const chosen = agreementIds ? inArray(agreements.id, [...agreementIds]) : undefined;
  const base = db
    .select()
    .from(agreements)
    .where(chosen)
    .orderBy(sql`${agreements.employerId} nulls first`, asc(agreements.position), asc(agreements.createdAt));
  const rows = forUpdate ? await base.for("update") : await base;
  if (rows.length === 0) return [];
  const versions = await db
    .select()
    .from(agreementVersions)
    .where(
      inArray(
        agreementVersions.agreementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agreementVersions.publishedAt), asc(agreementVersions.id));
  // Every version's titles (the lists name documents by them); the texts themselves only when asked.
  const texts = new Map<number, ProgramAgreementVersion["texts"]>();
  const titles = new Map<number, ProgramAgreementVersion["titles"]>();
  if (versions.length > 0) {
    const textRows = await db
      .select({
        versionId: agreementTexts.versionId,
        language: agreementTexts.language,
        title: agreementTexts.title,
        body: withTexts ? agreementTexts.body : sql<null>`null`,
      })
      .from(agreementTexts)
      .where(
        inArray(
          agreementTexts.versionId,
          versions.map((version) => version.id),
        ),
      );
    for (const row of textRows) {
      titles.set(row.versionId, { ...titles.get(row.versionId), [row.language]: row.title });
      if (row.body !== null)
        texts.set(row.versionId, { ...texts.get(row.versionId), [row.language]: { title: row.title, body: row.body } });
    }
  }
  const publishers = [...new Set(versions.flatMap((version) => (version.publishedBy ? [version.publishedBy] : [])))];
  const names = new Map(
    publishers.length === 0
      ? []
      : (
          await db
            .select({ id: accounts.id, name: accounts.name })
            .from(accounts)
            .where(and(inArray(accounts.id, publishers), eq(accounts.realm, "operator")))
        ).map((row) => [row.id, row.name] as const),
  );
  const now = new Date();
  return rows.map((agreement) => ({
    agreement,
    versions: withStatuses(
      versions.filter((version) => version.agreementId === agreement.id),
      texts,
      titles,
      names,
      now,
    ),
  }));
}

/** One document with its versions and their texts, or agreement_not_found. */
export async function loadProgramAgreement({
  ctx,
  agreementId,
  forUpdate = false,
}: {
  ctx: QueryContext;
  agreementId: string;
  forUpdate?: boolean;
}): Promise<ProgramAgreement> {
  const [found] = await loadProgramAgreements({ ctx, agreementIds: [agreementId], withTexts: true, forUpdate });
  if (!found) throw new AppError("agreement_not_found", "No agreement with this id.");
  return found;
}

/** Whether another document of the same employers (the program's, or one employer's) already has this slug. */
export async function slugTaken({
  ctx,
  employerId,
  slug,
}: {
  ctx: QueryContext;
  employerId: string | null;
  slug: string;
}): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.slug, slug),
        employerId === null ? isNull(agreements.employerId) : eq(agreements.employerId, employerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
