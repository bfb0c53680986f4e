import type { ProgramEmployer } from "@/lib/services/program/program-employer";

/** An employer as the operator console's API answers it: dates as ISO 8601. */
export const programEmployerJson = (employer: ProgramEmployer) => ({
  ...employer,
  suspendedAt: employer.suspendedAt?.toISOString() ?? null,
  offboardingStartedAt: employer.offboardingStartedAt?.toISOString() ?? null,
  offboardedAt: employer.offboardedAt?.toISOString() ?? null,
  createdAt: employer.createdAt.toISOString(),
});
