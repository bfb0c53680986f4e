import { namesFullFile } from "./eligibility-file-name";

// Full eligibility files (docs/eligibility-files.md): a file that lists the employer's whole
// population makes everyone missing from it ineligible — unless that would be more than the
// employer's threshold of the population, in which case it is held for HR to confirm.

export const ELIGIBILITY_FILE_MODES = ["changes", "full"] as const;
/** `changes`: only the people in the file are touched. `full`: the file is the whole population. */
export type EligibilityFileMode = (typeof ELIGIBILITY_FILE_MODES)[number];

export const DEFAULT_FULL_FILE_THRESHOLD_PERCENT = 10;
/** How long a held file waits for HR's decision before it is discarded. */
export const HELD_FILE_DAYS = 7;

/**
 * How a file is read: as asked for it (the upload form's choice, the CLI's flag), else `full` when
 * its name says so (`…_FULL.csv`), else the employer's setting.
 */
export function importMode({
  requested,
  fileName,
  setting,
}: {
  requested?: EligibilityFileMode;
  fileName: string | null;
  setting: EligibilityFileMode;
}): EligibilityFileMode {
  if (requested) return requested;
  if (fileName && namesFullFile(fileName)) return "full";
  return setting;
}

/**
 * Whether a full file must wait for HR: it would make ineligible more than `thresholdPercent` of
 * the population it is weighed against (the employees with an Employee ID who are not already
 * ineligible). An empty population holds nothing; 100 never holds; 0 holds any removal.
 */
export function holdsFullFile({
  population,
  missing,
  thresholdPercent,
}: {
  population: number;
  missing: number;
  thresholdPercent: number;
}): boolean {
  return missing * 100 > thresholdPercent * population;
}

/** The share a held file would make ineligible, in whole percent rounded up (12.1 % → 13). */
export function missingPercent({ population, missing }: { population: number; missing: number }): number {
  return population === 0 ? 0 : Math.ceil((missing * 100) / population);
}
