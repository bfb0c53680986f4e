import { and, eq, sql, type Placeholder } from "drizzle-orm";

import { json, type JsonPart } from "@/db/statement";

import { agreementAcceptances, agreements, employees, type CardRow, type EmployeeRow } from "@/db/schema";
import type { Address } from "@/lib/domain/person/employee-address";
import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import { IssuingError, type Cardholder, type CardholderAddress } from "@/lib/providers/issuing";

import type { QueryContext } from "../context";

type CardOfHolder = Pick<CardRow, "employerId" | "employeeId" | "cardType" | "shippingAddress">;

/**
 * What the issuer must know about the card's holder, read when the issuer is about to be called:
 * the employee's name, contact, birth date and address as they are now, and the terms acceptance
 * from our own record — the latest acceptance of a required agreement, i.e. the moment the
 * employee had accepted every term the program asks for. The physical card goes to the address
 * captured when the card was requested (docs/payments-and-cards.md). Onboarding was complete at the reservation;
 * if HR has since cleared something the issuer needs, the issuer cannot be asked: that is a
 * refusal for good, and the reservation is voided so a new request can follow the fix. A program
 * with no required agreement has no acceptance to pass on (termsAcceptance null): the issuer
 * decides what that means (Stripe holds such a cardholder's cards until terms are accepted).
 */
export async function loadCardholder({ ctx, card }: { ctx: QueryContext; card: CardOfHolder }): Promise<Holder> {
  const acceptance = termsAcceptanceJson(card.employeeId, card.employerId);
  const [row] = await ctx.db
    .select({ employee: employees, acceptance: acceptance.sql })
    .from(employees)
    .where(and(eq(employees.id, card.employeeId), eq(employees.employerId, card.employerId)));
  if (!row) throw new IssuingError("the employee no longer exists", false);
  return cardholderOf({ employee: row.employee, acceptance: acceptance.read(row.acceptance), card });
}

/** What the issuer is told about a card's holder. */
export type Holder = { cardholder: Cardholder; shippingAddress?: CardholderAddress };

type Acceptance = Cardholder["termsAcceptance"];

/**
 * loadCardholder's answer from what it reads: for the reservation, which has just read the employee
 * under its lock and the acceptance beside it (termsAcceptanceJson), so a card request calls the
 * issuer with no read of its own in between.
 */
export function cardholderOf({
  employee,
  acceptance,
  card,
}: {
  employee: EmployeeRow;
  acceptance: Acceptance;
  card: CardOfHolder;
}): Holder {
  const billingAddress = completeAddress(employeeAddressFields(employee));
  if (!employee.birthDate || !billingAddress) {
    const missing = [!employee.birthDate && "birth date", !billingAddress && "address"].filter(Boolean);
    throw new IssuingError(`the cardholder's ${missing.join(", ")} is no longer on file`, false);
  }
  const shippingAddress =
    card.cardType === "all" ? (completeAddress(shippingAddressOf(card.shippingAddress)) ?? billingAddress) : undefined;
  return {
    cardholder: {
      employeeId: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      phoneNumber: employee.phoneNumber,
      birthDate: employee.birthDate,
      billingAddress,
      termsAcceptance: acceptance,
    },
    ...(shippingAddress ? { shippingAddress } : {}),
  };
}

/**
 * The terms acceptance the issuer is told about, as one JSON value (null when none), and its
 * reader. loadCardholder and the reservation's locked read both select it.
 */
export const termsAcceptanceJson = (
  employeeId: string | Placeholder,
  employerId: string | Placeholder,
): JsonPart<Acceptance> =>
  json.row(
    {
      acceptedAt: agreementAcceptances.acceptedAt,
      ipAddress: agreementAcceptances.ipAddress,
      userAgent: agreementAcceptances.userAgent,
    },
    sql`from ${agreementAcceptances} join ${agreements} on ${agreements.id} = ${agreementAcceptances.agreementId}
      where ${agreementAcceptances.employeeId} = ${employeeId} and ${agreements.required}
        and (${agreements.employerId} is null or ${agreements.employerId} = ${employerId})
      order by ${agreementAcceptances.acceptedAt} desc, ${agreementAcceptances.id} desc
      limit 1`,
  );

const shippingAddressOf = (stored: Record<string, string | null> | null): Address => ({
  line1: stored?.line1 ?? null,
  line2: stored?.line2 ?? null,
  city: stored?.city ?? null,
  state: stored?.state ?? null,
  postalCode: stored?.postalCode ?? null,
});

function completeAddress(address: Address): CardholderAddress | null {
  const { line1, line2, city, state, postalCode } = address;
  if (!line1 || !city || !state || !postalCode) return null;
  return { line1, line2: line2 || null, city, state, postalCode, country: "US" };
}
