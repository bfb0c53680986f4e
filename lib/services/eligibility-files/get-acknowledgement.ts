import { and, eq } from "drizzle-orm";

import { eligibilityFiles } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { contentStream, findFile } from "./stored-files";

/** The acknowledgement of one of the employer's files, as the SFTP account reads it in outbound/. */
export async function getAcknowledgement({ ctx, fileId }: { ctx: EmployerContext; fileId: string }) {
  authorize(ctx.actor, "employees.read");
  const [file] = await ctx.db
    .select()
    .from(eligibilityFiles)
    .where(and(eq(eligibilityFiles.id, fileId), eq(eligibilityFiles.employerId, ctx.employerId)));
  if (!file) throw new AppError("not_found", "No eligibility file with this id.");
  const stored = file.acknowledgementName
    ? await findFile({ ctx, employerId: ctx.employerId, folder: "outbound", name: file.acknowledgementName })
    : undefined;
  if (!stored)
    throw new AppError("not_found", "This file has no acknowledgement (yet, or any more: they are kept 90 days).");
  return { name: stored.name, content: contentStream({ ctx, fileId: stored.id }) };
}
