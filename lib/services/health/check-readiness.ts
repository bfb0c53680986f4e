import { AppError } from "@/lib/errors/app-error";
import { isDraining } from "@/lib/lifecycle";

import type { ServiceContext } from "../context";
import { checkDatabase } from "./check-database";

/**
 * Readiness: this instance should be sent traffic. Not while it is shutting down (a load balancer
 * that sees 503 stops routing here while in-flight requests finish), nor while the database does
 * not answer.
 */
export async function checkReadiness({ ctx }: { ctx: ServiceContext }): Promise<void> {
  if (isDraining()) throw new AppError("service_unavailable", "This instance is shutting down.");
  await checkDatabase({ ctx });
}
