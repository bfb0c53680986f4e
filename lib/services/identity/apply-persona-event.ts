import { and, eq } from "drizzle-orm";

import { identityChecks, processedIdentityEvents } from "@/db/schema";
import type { PersonaEvent } from "@/lib/providers/identity/persona-event";
import { personaDecision } from "@/lib/providers/identity/persona-status";

import type { ServiceContext } from "../context";

import { settleIdentityCheck } from "./settle-check";

/**
 * Applies a verified Persona callback: a transaction's final decision settles the check it was
 * created for (its reference id is our check id). A redelivered event is skipped (its id is
 * recorded in the same transaction as its effect); an event for a check already settled,
 * cancelled or not Persona's changes nothing, so out-of-order delivery cannot undo a decision.
 */
export async function applyPersonaEvent({ ctx, event }: { ctx: ServiceContext; event: PersonaEvent }): Promise<"applied" | "duplicate" | "ignored"> {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx.insert(processedIdentityEvents).values({ id: event.id, provider: "persona", type: event.name }).onConflictDoNothing().returning();
    if (fresh.length === 0) return "duplicate";
    const transaction = event.transaction;
    if (event.name !== "transaction.status-updated" || !transaction?.referenceId || !transaction.status) return "ignored";
    const [check] = await tx
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.id, transaction.referenceId), eq(identityChecks.provider, "persona"), eq(identityChecks.status, "pending")))
      .for("update");
    // Another transaction carrying our reference id is not the one this check created.
    if (!check || (check.providerReference !== null && check.providerReference !== transaction.id)) return "ignored";
    const decision = personaDecision(transaction.status, check.kind === "documentary" ? "documentary" : "standard");
    if (!decision) return "ignored";
    await tx.update(identityChecks).set({ providerReference: transaction.id }).where(eq(identityChecks.id, check.id));
    return (await settleIdentityCheck(tx, check, decision)) ? "applied" : "ignored";
  });
}
