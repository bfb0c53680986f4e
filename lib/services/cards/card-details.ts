import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider } from "@/lib/providers/issuing";

import type { EmployerContext } from "../context";

import { getCardOrThrow } from "./get-card-or-throw";

export type Args = { ctx: EmployerContext; employeeId: string; cardId: string };

/**
 * The employee's own virtual card, for showing its details. Only the portal's routes call these,
 * with the session's own employee (never a partner or HR: the numbers are for the cardholder's
 * eyes). Only a card the configured issuer issued: after a switch of issuer, an older card's
 * details cannot be reached through the new one.
 */
export async function ownVirtualCard({ ctx, employeeId, cardId }: Args) {
  const card = await getCardOrThrow({ ctx, employeeId, cardId });
  const issuer = getIssuingProvider();
  if (card.provider !== issuer.name)
    throw new AppError("card_details_unavailable", "This card's details cannot be shown here; contact support.");
  return { card, issuer };
}
