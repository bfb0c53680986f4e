import { diffWords } from "diff";

/**
 * The program's agreements over time (docs/operator.md#agreements). Each document has versions; a
 * version takes effect at its effective time and says what becomes of the people who accepted an
 * earlier one: `required`, they accept it before their agreements requirement is met again;
 * `notify`, their acceptance stands and an e-mail tells them of the change.
 */
export const REACCEPTANCE = ["required", "notify"] as const;
export type Reacceptance = (typeof REACCEPTANCE)[number];

/** The languages every published version is written in: the portal's. */
export const AGREEMENT_LANGUAGES = ["en", "es"] as const;

type Version = { id: number; reacceptance: Reacceptance };
type Acceptance = { versionId: number; withdrawnAt: Date | null };

/**
 * The versions whose acceptance keeps a person current, of those in force (oldest first): the
 * latest version that asked everybody to accept it, and every notify-only version after it. The
 * first version binds whatever it says, as there was nothing earlier to accept.
 */
export function bindingVersionIds(versions: readonly Version[]): Set<number> {
  let from = 0;
  versions.forEach((version, index) => {
    if (version.reacceptance === "required") from = index;
  });
  return new Set(versions.slice(from).map((version) => version.id));
}

/**
 * The acceptance that keeps the person current on the document, if any: the latest one, not
 * withdrawn, of a binding version. None means the person has this document to accept (or, when
 * they accepted an earlier version, to review and accept again).
 */
export function bindingAcceptance<A extends Acceptance>(
  versions: readonly Version[],
  acceptances: readonly A[],
): A | undefined {
  const binding = bindingVersionIds(versions);
  return acceptances.filter((a) => a.withdrawnAt === null && binding.has(a.versionId)).at(-1);
}

/** How far ahead a version may be published: a year, so nobody schedules a text and forgets it. */
export const MAX_EFFECTIVE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** Clocks drift: an effective time up to five minutes before ours reads as "now", not as the past. */
export const EFFECTIVE_SKEW_MS = 5 * 60 * 1000;

export type EffectiveAtProblem = "effective_at_in_past" | "effective_at_too_far" | "effective_at_before_latest";

/**
 * Whether a new version may take effect at `effectiveAt`: not in the past (what people were shown
 * is history; it is not rewritten), not more than a year ahead, and not before the document's
 * latest version, in force or scheduled (versions take effect in the order they are published).
 */
export function effectiveAtProblem({
  effectiveAt,
  now,
  latestEffectiveAt,
}: {
  effectiveAt: Date;
  now: Date;
  latestEffectiveAt: Date | undefined;
}): EffectiveAtProblem | undefined {
  if (effectiveAt.getTime() < now.getTime() - EFFECTIVE_SKEW_MS) return "effective_at_in_past";
  if (effectiveAt.getTime() > now.getTime() + MAX_EFFECTIVE_AHEAD_MS) return "effective_at_too_far";
  if (latestEffectiveAt && effectiveAt.getTime() <= latestEffectiveAt.getTime()) return "effective_at_before_latest";
  return undefined;
}

export type TextChange = { change: "same" | "added" | "removed"; text: string };

/**
 * What changed from one text to the next, word by word (whitespace kept), for an operator to read
 * before publishing: runs of unchanged, removed and added text, in reading order.
 */
export function diffAgreementText(before: string, after: string): TextChange[] {
  return diffWords(before, after).map((part) => ({
    change: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}
