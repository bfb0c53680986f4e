/**
 * Where one person of an invitation run is (db/schema/invitation-runs.ts says what each means):
 * the table's column, the progress HR reads and its response schema all take this list.
 */
export const INVITATION_STATUSES = [
  "pending",
  "sending",
  "sent",
  "skipped",
  "failed",
  "interrupted",
  "canceled",
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
