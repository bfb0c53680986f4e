import type { listProgramEmployers } from "@/lib/services/program/list-program-employers";
import type { ProgramEmployer } from "@/lib/services/program/program-employer";

/** An employer as the operator console's API answers it: dates as ISO 8601. */
export const programEmployerJson = (employer: ProgramEmployer) => ({
  ...employer,
  suspendedAt: employer.suspendedAt?.toISOString() ?? null,
  offboardingStartedAt: employer.offboardingStartedAt?.toISOString() ?? null,
  offboardedAt: employer.offboardedAt?.toISOString() ?? null,
  createdAt: employer.createdAt.toISOString(),
});

type ProgramEmployerRow = Awaited<ReturnType<typeof listProgramEmployers>>[number];

/** A row of the employers list (the console's and `ops employers list`): dates as ISO 8601. */
export const programEmployerRowJson = (employer: ProgramEmployerRow) => ({
  ...employer,
  suspendedAt: employer.suspendedAt?.toISOString() ?? null,
  createdAt: employer.createdAt.toISOString(),
});
