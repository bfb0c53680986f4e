/**
 * Whether the person's live card is paused while identity is checked again: the program's
 * `identity_unverified` lock (lib/domain/program/program-rules.ts), placed in the same commit as the
 * change of identity data (lib/services/identity/restart-identity-check.ts).
 */
export function pausedForIdentity(
  cards: ReadonlyArray<{ closedAt: Date | null; locks: ReadonlyArray<{ reason: string }> }>,
) {
  const live = cards.find((card) => card.closedAt === null);
  return live?.locks.some((lock) => lock.reason === "identity_unverified") ?? false;
}
