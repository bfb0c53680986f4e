import { employers } from "@/db/schema";

/** The employer columns that hold how its eligibility files are read (full or changes only, and the full file's threshold). */
export const eligibilitySettingsColumns = {
  eligibilityFileMode: employers.eligibilityFileMode,
  fullFileThresholdPercent: employers.fullFileThresholdPercent,
};
