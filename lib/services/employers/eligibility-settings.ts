import { employers } from "@/db/schema";

export const columns = {
  eligibilityFileMode: employers.eligibilityFileMode,
  fullFileThresholdPercent: employers.fullFileThresholdPercent,
};
