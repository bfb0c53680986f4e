import { branch, invalid, items, required, text, type Metadata, type Tree } from "./fake-stripe-common";

// The objects of the fake Stripe Issuing (fake-stripe-issuing.ts), shaped as the stripe SDK 23.1.0
// types them, and how each is read from a request's parameters, with Stripe's refusals.

export type Address = {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
};
export type Terms = { date: number | null; ip: string | null; user_agent: string | null };
export type SpendingLimit = { amount: number; interval: string; categories: string[] | null };
export type Controls = {
  spending_limits: SpendingLimit[] | null;
  spending_limits_currency: string | null;
  allowed_categories: string[] | null;
  blocked_categories: string[] | null;
};

export type CardholderObject = {
  id: string;
  object: "issuing.cardholder";
  billing: { address: Address };
  company: null;
  created: number;
  email: string | null;
  individual: {
    card_issuing: { user_terms_acceptance: Terms | null } | null;
    dob: { day: number; month: number; year: number } | null;
    first_name: string | null;
    last_name: string | null;
    verification: null;
  } | null;
  livemode: false;
  metadata: Metadata;
  name: string;
  phone_number: string | null;
  preferred_locales: string[];
  requirements: { disabled_reason: string | null; past_due: string[] };
  spending_controls: Controls | null;
  status: "active" | "inactive" | "blocked";
  type: "individual" | "company";
};

export type ShippingStatus = "pending" | "submitted" | "shipped" | "delivered" | "returned" | "failure" | "canceled";

export type IssuingCardObject = {
  id: string;
  object: "issuing.card";
  brand: "Visa";
  cancellation_reason: string | null;
  cardholder: CardholderObject;
  created: number;
  currency: string;
  exp_month: number;
  exp_year: number;
  last4: string;
  livemode: false;
  metadata: Metadata;
  replaced_by: string | null;
  replacement_for: string | null;
  replacement_reason: "lost" | "stolen" | "damaged" | "expired" | null;
  shipping: {
    address: Address;
    address_validation: null;
    business_name: null;
    carrier: string | null;
    customs: null;
    delivered_at: number | null;
    eta: number | null;
    name: string;
    phone_number: null;
    require_signature: null;
    service: string;
    shipped_at: number | null;
    status: ShippingStatus;
    tracking_number: string | null;
    tracking_url: string | null;
    type: "individual";
  } | null;
  spending_controls: Controls;
  status: "active" | "inactive" | "canceled";
  type: "virtual" | "physical";
  wallets: null;
};

const INTERVALS = ["per_authorization", "daily", "weekly", "monthly", "yearly", "all_time"];
const SERVICES = ["standard", "express", "priority"];
// Printed on a card: letters, space, period, hyphen, apostrophe (Stripe: "no special characters or numbers").
export const PRINTABLE = /^[A-Za-z .'-]{1,24}$/;
const LEGAL_NAME = /^[\p{Script=Latin} .,'-]+$/u;
/** An address line Stripe will not ship a card to, for refusal tests (like Stripe's test values). */
export const UNDELIVERABLE_LINE1 = "1 Undeliverable Way";

export function individual(
  tree: { [key: string]: Tree },
  current: CardholderObject["individual"],
): NonNullable<CardholderObject["individual"]> {
  const name = (field: "first_name" | "last_name") => {
    const value = text(tree[field]);
    if (value !== undefined && !LEGAL_NAME.test(value)) {
      throw invalid(`The ${field.replace("_", " ")} cannot contain numbers, special characters or non-latin letters.`, {
        param: `individual[${field}]`,
      });
    }
    return value ?? current?.[field] ?? null;
  };
  const dob = branch(tree.dob);
  const terms = branch(branch(tree.card_issuing).user_terms_acceptance);
  const heldTerms = current?.card_issuing?.user_terms_acceptance ?? null;
  return {
    first_name: name("first_name"),
    last_name: name("last_name"),
    dob: tree.dob
      ? { day: Number(text(dob.day)), month: Number(text(dob.month)), year: Number(text(dob.year)) }
      : (current?.dob ?? null),
    card_issuing: tree.card_issuing
      ? {
          user_terms_acceptance: {
            date: numberOrNull(text(terms.date)),
            ip: text(terms.ip) ?? null,
            user_agent: text(terms.user_agent) || null,
          },
        }
      : { user_terms_acceptance: heldTerms },
    verification: null,
  };
}

/** What Stripe asks for before the cardholder's cards may be activated (Celtic programs: the terms). */
export function requirements(cardholder: CardholderObject): CardholderObject["requirements"] {
  const past_due: string[] = [];
  if (cardholder.type === "individual") {
    if (!cardholder.individual?.first_name) past_due.push("individual.first_name");
    if (!cardholder.individual?.last_name) past_due.push("individual.last_name");
    const terms = cardholder.individual?.card_issuing?.user_terms_acceptance;
    if (!terms?.date) past_due.push("individual.card_issuing.user_terms_acceptance.date");
    if (!terms?.ip) past_due.push("individual.card_issuing.user_terms_acceptance.ip");
  }
  return { disabled_reason: past_due.length > 0 ? "requirements.past_due" : null, past_due };
}

/** Activating a card needs a cardholder with nothing past due (Stripe declines otherwise). */
export function activatable(cardholder: CardholderObject): void {
  if (cardholder.requirements.disabled_reason === null) return;
  throw invalid(
    `The cardholder has outstanding requirements (${cardholder.requirements.past_due.join(", ")}); cards cannot be activated until they are provided.`,
    {
      param: "status",
    },
  );
}

export function cardStatus(value: string): IssuingCardObject["status"] {
  if (value === "active" || value === "inactive" || value === "canceled") return value;
  throw invalid(`Invalid status: must be one of active, inactive or canceled`, {
    code: "parameter_invalid_string",
    param: "status",
  });
}

export function shipping(tree: { [key: string]: Tree }, given: boolean): NonNullable<IssuingCardObject["shipping"]> {
  if (!given)
    throw invalid("Missing required param: shipping. Physical cards need a shipping address.", {
      code: "parameter_missing",
      param: "shipping",
    });
  const service = text(tree.service) ?? "standard";
  if (!SERVICES.includes(service))
    throw invalid(`Invalid shipping[service]: must be one of ${SERVICES.join(", ")}`, {
      code: "parameter_invalid_string",
      param: "shipping[service]",
    });
  const to = address(branch(tree.address), "shipping[address]");
  if (to.line1 === UNDELIVERABLE_LINE1)
    throw invalid("The shipping address could not be validated as deliverable.", {
      code: "shipping_address_invalid",
      param: "shipping[address]",
    });
  return {
    address: to,
    address_validation: null,
    business_name: null,
    carrier: null,
    customs: null,
    delivered_at: null,
    eta: null,
    name: required(text(tree.name), "shipping[name]"),
    phone_number: null,
    require_signature: null,
    service,
    shipped_at: null,
    status: "pending",
    tracking_number: null,
    tracking_url: null,
    type: "individual",
  };
}

export function address(tree: { [key: string]: Tree }, param: string): Address {
  return {
    line1: required(text(tree.line1), `${param}[line1]`),
    line2: text(tree.line2) || null,
    city: required(text(tree.city), `${param}[city]`),
    state: text(tree.state) ?? null,
    postal_code: required(text(tree.postal_code), `${param}[postal_code]`),
    country: required(text(tree.country), `${param}[country]`),
  };
}

export function controls(tree: { [key: string]: Tree }, param: string): Controls {
  const allowed = items(tree.allowed_categories).map(String);
  const blocked = items(tree.blocked_categories).map(String);
  if (allowed.length > 0 && blocked.length > 0) {
    throw invalid("You may only specify one of these parameters: allowed_categories, blocked_categories.", {
      code: "parameters_exclusive",
      param: `${param}[blocked_categories]`,
    });
  }
  const limits = items(tree.spending_limits).map((item, index) => {
    const limit = branch(item);
    const amount = Number(text(limit.amount));
    const interval = text(limit.interval) ?? "";
    if (!Number.isInteger(amount) || amount < 0)
      throw invalid("Invalid integer", {
        code: "parameter_invalid_integer",
        param: `${param}[spending_limits][${index}][amount]`,
      });
    if (!INTERVALS.includes(interval))
      throw invalid(`Invalid interval`, {
        code: "parameter_invalid_string",
        param: `${param}[spending_limits][${index}][interval]`,
      });
    return { amount, interval, categories: null };
  });
  return {
    spending_limits: limits,
    spending_limits_currency: text(tree.spending_limits_currency) ?? (limits.length > 0 ? "usd" : null),
    allowed_categories: allowed.length > 0 ? allowed : null,
    blocked_categories: blocked.length > 0 ? blocked : null,
  };
}

export const metadata = (tree: Tree | undefined): Metadata =>
  Object.fromEntries(Object.entries(branch(tree)).map(([k, v]) => [k, typeof v === "string" ? v : ""]));

export const numberOrNull = (value: string | undefined) => (value === undefined || value === "" ? null : Number(value));

export function phone(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (!/^\+?[0-9 ()-]{7,20}$/.test(value)) throw invalid("Invalid phone number", { param: "phone_number" });
  return value.startsWith("+") ? value : `+1${value.replace(/\D/g, "")}`;
}
