import { eq } from "drizzle-orm";

import { eligibilityFiles } from "@/db/schema";

import type { ServiceContext } from "../context";

import { NO_COUNTS } from "./acknowledgement";
import { markInterrupted, finish } from "./process-eligibility-file";

/** After the last attempt failed for a reason of ours: acknowledged as failed, the upload removed all the same. */
export async function failEligibilityFile({ ctx, fileId }: { ctx: ServiceContext; fileId: string }): Promise<void> {
  const { db } = ctx;
  // Read again: the attempt that failed may have started an import since the file was claimed.
  const [file] = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.id, fileId));
  if (!file) return;
  await markInterrupted({ ctx, importId: file.importId });
  await finish({
    ctx,
    file,
    result: {
      outcome: "failed",
      counts: NO_COUNTS,
      warnings: [],
      rejections: [],
      fileError: {
        code: "processing_failed",
        message:
          "The file could not be processed. Nothing more will be applied from it; send it again, or contact support if this repeats.",
      },
      importId: file.importId,
    },
  });
}
