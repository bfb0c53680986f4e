import type Stripe from "stripe";

import { cardPrintedName } from "@/lib/domain/cards/card-printed-name";
import { hasSpendingControls, type SpendingControls } from "@/lib/domain/cards/spending-controls";

import { IssuingError, type Cardholder, type CardholderAddress } from "./types";

type CreateParams = Stripe.Issuing.CardholderCreateParams;
type UpdateParams = Stripe.Issuing.CardholderUpdateParams;

export const stripeAddress = (address: CardholderAddress): Stripe.Issuing.CardholderCreateParams.Billing.Address => ({
  line1: address.line1,
  ...(address.line2 ? { line2: address.line2 } : {}),
  city: address.city,
  state: address.state,
  postal_code: address.postalCode,
  country: address.country,
});

/** The name printed on the card and the shipping label; a name that cannot be printed is a refusal. */
export function printedName(holder: Cardholder): string {
  const name = cardPrintedName(holder.firstName, holder.lastName);
  if (!name)
    throw new IssuingError("the cardholder's name has nothing a card can be printed with (Latin letters)", false);
  return name;
}

/**
 * The Stripe cardholder for an employee: an individual with the legal name, birth date and
 * address Stripe screens, the contact details digital wallets need, the terms acceptance from our
 * own agreement record (Celtic's Authorized User Terms: date, IP, browser), the program's spending
 * controls (they apply across the person's cards), and our employee id to find it again.
 */
export function cardholderParams(holder: Cardholder, controls: SpendingControls): CreateParams {
  const [year, month, day] = holder.birthDate.split("-").map(Number);
  const terms = holder.termsAcceptance;
  return {
    type: "individual",
    name: printedName(holder),
    email: holder.email,
    ...(holder.phoneNumber ? { phone_number: holder.phoneNumber } : {}),
    billing: { address: stripeAddress(holder.billingAddress) },
    individual: {
      first_name: holder.firstName.trim(),
      last_name: holder.lastName.trim(),
      dob: { day: day!, month: month!, year: year! },
      ...(terms
        ? {
            card_issuing: {
              user_terms_acceptance: {
                date: Math.floor(terms.acceptedAt.getTime() / 1000),
                ...(terms.ipAddress ? { ip: terms.ipAddress } : {}),
                ...(terms.userAgent ? { user_agent: terms.userAgent } : {}),
              },
            },
          }
        : {}),
    },
    ...(hasSpendingControls(controls) ? { spending_controls: spendingControlsParam(controls) } : {}),
    metadata: { employeeId: holder.employeeId },
  };
}

function spendingControlsParam(controls: SpendingControls): NonNullable<CreateParams["spending_controls"]> {
  return {
    ...(controls.spendingLimits.length > 0
      ? {
          spending_limits: controls.spendingLimits.map(({ amount, interval }) => ({ amount, interval })),
          spending_limits_currency: "usd",
        }
      : {}),
    ...(controls.allowedCategories.length > 0 ? { allowed_categories: [...controls.allowedCategories] } : {}),
    ...(controls.blockedCategories.length > 0 ? { blocked_categories: [...controls.blockedCategories] } : {}),
  };
}

/**
 * What to change on an existing cardholder so it matches the employee now, or null when nothing
 * differs. Stripe cannot rename a cardholder (`name`, printed on cards, is not updatable): a
 * renamed employee's legal name is updated, the printed name stays until a new cardholder is made.
 * Settings removed from our configuration are left on existing cardholders (they are not unset).
 */
export function cardholderUpdate(current: Stripe.Issuing.Cardholder, desired: CreateParams): UpdateParams | null {
  const update: UpdateParams = {};
  if (current.email !== desired.email) update.email = desired.email;
  if (desired.phone_number && current.phone_number !== desired.phone_number) update.phone_number = desired.phone_number;
  if (!sameAddress(current.billing.address, desired.billing.address)) update.billing = desired.billing;
  if (desired.individual && !sameIndividual(current.individual, desired.individual))
    update.individual = desired.individual;
  if (desired.spending_controls && !sameControls(current.spending_controls, desired.spending_controls))
    update.spending_controls = desired.spending_controls;
  if (current.metadata.employeeId !== desired.metadata?.employeeId) update.metadata = desired.metadata;
  return Object.keys(update).length > 0 ? update : null;
}

const sameAddress = (current: Stripe.Address, desired: CreateParams["billing"]["address"]) =>
  current.line1 === desired.line1 &&
  (current.line2 || null) === (desired.line2 || null) &&
  current.city === desired.city &&
  current.state === desired.state &&
  current.postal_code === desired.postal_code &&
  current.country === desired.country;

function sameIndividual(
  current: Stripe.Issuing.Cardholder.Individual | null,
  desired: NonNullable<CreateParams["individual"]>,
): boolean {
  if (!current) return false;
  const dob = desired.dob;
  const terms = desired.card_issuing?.user_terms_acceptance;
  const held = current.card_issuing?.user_terms_acceptance;
  return (
    current.first_name === desired.first_name &&
    current.last_name === desired.last_name &&
    current.dob?.day === dob?.day &&
    current.dob?.month === dob?.month &&
    current.dob?.year === dob?.year &&
    (!terms ||
      (held?.date === terms.date &&
        (held?.ip ?? undefined) === terms.ip &&
        (held?.user_agent ?? undefined) === (terms.user_agent || undefined)))
  );
}

function sameControls(
  current: Stripe.Issuing.Cardholder.SpendingControls | null,
  desired: NonNullable<CreateParams["spending_controls"]>,
): boolean {
  const limits = (list: ReadonlyArray<{ amount: number; interval: string }> | null | undefined) =>
    JSON.stringify((list ?? []).map(({ amount, interval }) => `${interval}:${amount}`).sort());
  const set = (list: readonly string[] | null | undefined) => JSON.stringify([...(list ?? [])].sort());
  return (
    limits(current?.spending_limits) === limits(desired.spending_limits) &&
    set(current?.allowed_categories) === set(desired.allowed_categories) &&
    set(current?.blocked_categories) === set(desired.blocked_categories)
  );
}
