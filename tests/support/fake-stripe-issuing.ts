import { luhnValid } from "@/lib/domain/cards/luhn";

import {
  allowOnly,
  branch,
  invalid,
  items,
  mustFind,
  now,
  ok,
  page,
  randomId,
  required,
  text,
  unflatten,
  type Form,
  type Reply,
  type Route,
  type Tree,
} from "./fake-stripe-common";
import {
  activatable,
  address,
  cardStatus,
  controls,
  individual,
  metadata,
  phone,
  PRINTABLE,
  requirements,
  shipping,
  type CardholderObject,
  type IssuingCardObject,
  type ShippingStatus,
} from "./fake-stripe-issuing-objects";

export type { CardholderObject, IssuingCardObject, ShippingStatus } from "./fake-stripe-issuing-objects";
export { UNDELIVERABLE_LINE1 } from "./fake-stripe-issuing-objects";

// The Issuing part of the fake Stripe (lib/providers/issuing/stripe.ts), built from Stripe's API
// reference and the stripe SDK 23.1.0 types: cardholders, cards, the shipping test helpers
// (POST /v1/test_helpers/issuing/cards/{id}/shipping/ship|deliver|return|fail|submit), and the
// issuing_card.created / issuing_card.updated events each change of a card produces.

export type IssuingEventType = "issuing_card.created" | "issuing_card.updated";
export type Emit = (type: IssuingEventType, card: IssuingCardObject, previous?: Record<string, unknown>) => void;

type State = {
  cardholders: Map<string, CardholderObject>;
  cards: Map<string, IssuingCardObject>;
  /** The full number and code of each card: never in the card object, only for Issuing Elements. */
  details: Map<string, { number: string; cvc: string }>;
  /** Ephemeral key nonces Stripe.js made in the browser, each for one card and used once. */
  nonces: Map<string, { card: string; used: boolean }>;
  /** Ephemeral keys and the one card each may read. */
  keys: Map<string, { card: string; expires: number }>;
};

export function createIssuingFake(emit: Emit) {
  const state: State = {
    cardholders: new Map(),
    cards: new Map(),
    details: new Map(),
    nonces: new Map(),
    keys: new Map(),
  };
  const routes: Route[] = [
    { method: "POST", pattern: /^\/v1\/issuing\/cardholders$/, handle: (form) => ok(createCardholder(state, form)) },
    { method: "GET", pattern: /^\/v1\/issuing\/cardholders$/, handle: (form) => listCardholders(state, form) },
    {
      method: "GET",
      pattern: /^\/v1\/issuing\/cardholders\/([^/]+)$/,
      handle: (form, id) => (
        allowOnly(form, ["expand"]),
        ok(mustFind(state.cardholders, id, "issuing.cardholder", "id"))
      ),
    },
    {
      method: "POST",
      pattern: /^\/v1\/issuing\/cardholders\/([^/]+)$/,
      handle: (form, id) => ok(updateCardholder(state, form, id)),
    },
    { method: "POST", pattern: /^\/v1\/issuing\/cards$/, handle: (form) => ok(created(emit, createCard(state, form))) },
    { method: "GET", pattern: /^\/v1\/issuing\/cards$/, handle: (form) => listCards(state, form) },
    {
      method: "GET",
      pattern: /^\/v1\/issuing\/cards\/([^/]+)$/,
      handle: (form, id) => (allowOnly(form, ["expand"]), ok(mustFind(state.cards, id, "issuing.card", "id"))),
    },
    {
      method: "POST",
      pattern: /^\/v1\/issuing\/cards\/([^/]+)$/,
      handle: (form, id) => ok(updateCard(state, emit, form, id)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/ephemeral_keys$/,
      handle: (form, _id, request) => ok(createEphemeralKey(state, form, request.stripeVersion)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/test_helpers\/issuing\/cards\/([^/]+)\/shipping\/(ship|deliver|return|fail|submit)$/,
      handle: (form, path) => {
        const [id, step] = path.split("/") as [string, Step];
        allowOnly(form, ["expand"]);
        return ok(moveShipment(state, emit, id, step));
      },
    },
  ];
  return {
    routes,
    cardholders: state.cardholders,
    cards: state.cards,
    /** What Stripe's test helper does (POST /v1/test_helpers/issuing/cards/{id}/shipping/{step}). */
    moveShipment: (id: string, step: Step) => moveShipment(state, emit, id, step),
    /** What Stripe.js's createEphemeralKeyNonce obtains in the browser: a single-use nonce for one card. */
    createNonce: (card: string) => createNonce(state, card),
    /** What an Issuing Element reads with its ephemeral key: the card's details, or null for a key that may not. */
    revealWithKey: (card: string, secret: string) => revealWithKey(state, card, secret),
  };
}

// ---------------------------------------------------------------------------------------------
// Cardholders

const CARDHOLDER_PARAMS = [
  "billing",
  "company",
  "email",
  "expand",
  "individual",
  "metadata",
  "name",
  "phone_number",
  "preferred_locales",
  "spending_controls",
  "status",
  "type",
];

function createCardholder(state: State, form: Form): CardholderObject {
  allowOnly(form, CARDHOLDER_PARAMS);
  const tree = unflatten(form);
  const name = required(text(tree.name), "name");
  if (!PRINTABLE.test(name))
    throw invalid("The cardholder name can have at most 24 characters, and no special characters or numbers.", {
      param: "name",
    });
  const type = text(tree.type) ?? "individual";
  if (type !== "individual" && type !== "company")
    throw invalid(`Invalid type: must be one of individual or company`, {
      code: "parameter_invalid_string",
      param: "type",
    });
  const cardholder: CardholderObject = {
    id: `ich_${randomId(24)}`,
    object: "issuing.cardholder",
    billing: { address: address(branch(branch(tree.billing).address), "billing[address]") },
    company: null,
    created: now(),
    email: text(tree.email) ?? null,
    individual: tree.individual ? individual(branch(tree.individual), null) : null,
    livemode: false,
    metadata: metadata(tree.metadata),
    name,
    phone_number: phone(text(tree.phone_number)),
    preferred_locales: items(tree.preferred_locales).map(String),
    requirements: { disabled_reason: null, past_due: [] },
    spending_controls: tree.spending_controls ? controls(branch(tree.spending_controls), "spending_controls") : null,
    status: text(tree.status) === "inactive" ? "inactive" : "active",
    type,
  };
  cardholder.requirements = requirements(cardholder);
  state.cardholders.set(cardholder.id, cardholder);
  return cardholder;
}

function updateCardholder(state: State, form: Form, id: string): CardholderObject {
  // `name` and `type` cannot change: the update endpoint does not take them.
  allowOnly(
    form,
    CARDHOLDER_PARAMS.filter((p) => p !== "name" && p !== "type"),
  );
  const cardholder = mustFind(state.cardholders, id, "issuing.cardholder", "id");
  const tree = unflatten(form);
  if (tree.billing) cardholder.billing = { address: address(branch(branch(tree.billing).address), "billing[address]") };
  if (tree.email !== undefined) cardholder.email = text(tree.email) || null;
  if (tree.phone_number !== undefined) cardholder.phone_number = phone(text(tree.phone_number));
  if (tree.individual) cardholder.individual = individual(branch(tree.individual), cardholder.individual);
  if (tree.spending_controls)
    cardholder.spending_controls = controls(branch(tree.spending_controls), "spending_controls");
  if (tree.metadata) cardholder.metadata = { ...cardholder.metadata, ...metadata(tree.metadata) };
  if (tree.status !== undefined) cardholder.status = text(tree.status) === "inactive" ? "inactive" : "active";
  cardholder.requirements = requirements(cardholder);
  return cardholder;
}

function listCardholders(state: State, form: Form): Reply {
  allowOnly(form, [
    "created",
    "email",
    "ending_before",
    "expand",
    "limit",
    "phone_number",
    "starting_after",
    "status",
    "type",
  ]);
  const all = [...state.cardholders.values()]
    .filter(
      (c) =>
        (form.email === undefined || c.email === form.email) &&
        (form.type === undefined || c.type === form.type) &&
        (form.status === undefined || c.status === form.status),
    )
    .sort((a, b) => b.created - a.created);
  return page(all, form, "/v1/issuing/cardholders");
}

// ---------------------------------------------------------------------------------------------
// Cards

const CARD_PARAMS = [
  "cardholder",
  "currency",
  "exp_month",
  "exp_year",
  "expand",
  "financial_account",
  "lifecycle_controls",
  "metadata",
  "personalization_design",
  "pin",
  "replacement_for",
  "replacement_reason",
  "second_line",
  "shipping",
  "spending_controls",
  "status",
  "type",
];

function createCard(state: State, form: Form): IssuingCardObject {
  allowOnly(form, CARD_PARAMS);
  const tree = unflatten(form);
  const currency = required(text(tree.currency), "currency");
  if (currency !== "usd")
    throw invalid(`Invalid currency: ${currency}. Issuing cards in the US are issued in usd.`, { param: "currency" });
  const type = required(text(tree.type), "type");
  if (type !== "virtual" && type !== "physical")
    throw invalid("Invalid type: must be one of virtual or physical", {
      code: "parameter_invalid_string",
      param: "type",
    });
  const cardholder = mustFind(
    state.cardholders,
    required(text(tree.cardholder), "cardholder"),
    "cardholder",
    "cardholder",
    400,
  );
  const status = cardStatus(text(tree.status) ?? "inactive");
  if (status === "active") activatable(cardholder);
  const replacement = replacementOf(state, tree, cardholder.id, type);
  const year = new Date().getUTCFullYear() + 3;
  const card: IssuingCardObject = {
    id: `ic_${randomId(24)}`,
    object: "issuing.card",
    brand: "Visa",
    cancellation_reason: null,
    cardholder: structuredClone(cardholder),
    created: now(),
    currency,
    exp_month: 1 + (state.cards.size % 12),
    exp_year: year,
    last4: String(1000 + Math.floor(Math.random() * 9000)),
    livemode: false,
    metadata: metadata(tree.metadata),
    replaced_by: null,
    replacement_for: replacement?.card.id ?? null,
    replacement_reason: replacement?.reason ?? null,
    shipping: type === "physical" ? shipping(branch(tree.shipping), tree.shipping !== undefined) : null,
    spending_controls: tree.spending_controls
      ? controls(branch(tree.spending_controls), "spending_controls")
      : { spending_limits: [], spending_limits_currency: null, allowed_categories: null, blocked_categories: null },
    status,
    type,
    wallets: null,
  };
  state.cards.set(card.id, card);
  state.details.set(card.id, testCardDetails(card.last4));
  if (replacement) replacement.card.replaced_by = card.id;
  return card;
}

const REPLACEMENT_REASONS = ["lost", "stolen", "damaged", "expired"] as const;

/**
 * Stripe's replacement rules (docs.stripe.com/issuing/cards/replacements, Create a card):
 * `replacement_for` names a card of the same cardholder, `replacement_reason` says why; a lost or
 * stolen card must have been cancelled first (status canceled, cancellation_reason lost/stolen).
 */
function replacementOf(state: State, tree: { [key: string]: Tree }, cardholder: string, type: string) {
  const replacing = text(tree.replacement_for);
  const reason = text(tree.replacement_reason);
  if (replacing === undefined) {
    if (reason !== undefined)
      throw invalid("replacement_reason requires replacement_for.", { param: "replacement_reason" });
    return null;
  }
  const card = mustFind(state.cards, replacing, "issuing.card", "replacement_for", 400);
  if (card.cardholder.id !== cardholder)
    throw invalid("The card to replace belongs to another cardholder.", { param: "replacement_for" });
  if (card.type !== type)
    throw invalid(`A ${type} card cannot replace a ${card.type} card.`, { param: "replacement_for" });
  const known = REPLACEMENT_REASONS.find((r) => r === reason);
  if (!known)
    throw invalid("Invalid replacement_reason: must be one of lost, stolen, damaged or expired", {
      param: "replacement_reason",
    });
  if ((known === "lost" || known === "stolen") && card.status !== "canceled") {
    throw invalid("A lost or stolen card must be canceled before it is replaced.", { param: "replacement_for" });
  }
  return { card, reason: known };
}

/** A Visa test-range number ending in the card's last four and passing the Luhn check, and a code. */
function testCardDetails(last4: string): { number: string; cvc: string } {
  const middle = randomId(6).replace(/\D/g, "7").slice(0, 5).padEnd(5, "7");
  for (let free = 0; free <= 9; free += 1) {
    const number = `400000${middle}${free}${last4}`;
    if (luhnValid(number)) return { number, cvc: String(100 + Math.floor(Math.random() * 900)) };
  }
  throw new Error("no Luhn-valid test number");
}

function createNonce(state: State, card: string): string {
  mustFind(state.cards, card, "issuing card", "issuing_card", 400);
  const nonce = `ephkn_pub_${randomId(24)}`;
  state.nonces.set(nonce, { card, used: false });
  return nonce;
}

function revealWithKey(
  state: State,
  card: string,
  secret: string,
): { number: string; cvc: string; exp_month: number; exp_year: number } | null {
  const key = state.keys.get(secret);
  const found = state.cards.get(card);
  if (!key || key.card !== card || key.expires <= now() || !found || found.status === "canceled") return null;
  const details = state.details.get(card);
  return details ? { ...details, exp_month: found.exp_month, exp_year: found.exp_year } : null;
}

function updateCard(state: State, emit: Emit, form: Form, id: string): IssuingCardObject {
  allowOnly(form, [
    "cancellation_reason",
    "expand",
    "metadata",
    "personalization_design",
    "pin",
    "shipping",
    "spending_controls",
    "status",
  ]);
  const card = mustFind(state.cards, id, "issuing.card", "id");
  const tree = unflatten(form);
  const previous: Record<string, unknown> = {};
  if (tree.cancellation_reason !== undefined && text(tree.status) !== "canceled") {
    throw invalid("cancellation_reason is only accepted with status canceled.", { param: "cancellation_reason" });
  }
  if (tree.status !== undefined) {
    const status = cardStatus(text(tree.status) ?? "");
    if (card.status === "canceled")
      throw invalid("This card has been canceled and cannot be updated.", { param: "status" });
    if (status === "active")
      activatable(mustFind(state.cardholders, card.cardholder.id, "cardholder", "cardholder", 400));
    if (status !== card.status) {
      previous.status = card.status;
      card.status = status;
      if (status === "canceled") {
        const reason = text(tree.cancellation_reason);
        if (reason !== undefined && reason !== "lost" && reason !== "stolen")
          throw invalid("Invalid cancellation_reason: must be one of lost or stolen", { param: "cancellation_reason" });
        card.cancellation_reason = reason ?? null;
        // A card cancelled before it was mailed is never mailed.
        if (card.shipping && (card.shipping.status === "pending" || card.shipping.status === "submitted")) {
          previous.shipping = { ...card.shipping };
          card.shipping.status = "canceled";
        }
      }
    }
  }
  if (tree.metadata) {
    previous.metadata = { ...card.metadata };
    card.metadata = { ...card.metadata, ...metadata(tree.metadata) };
  }
  if (Object.keys(previous).length > 0) emit("issuing_card.updated", card, previous);
  return card;
}

function listCards(state: State, form: Form): Reply {
  allowOnly(form, [
    "cardholder",
    "created",
    "ending_before",
    "exp_month",
    "exp_year",
    "expand",
    "last4",
    "limit",
    "personalization_design",
    "starting_after",
    "status",
    "type",
  ]);
  const all = [...state.cards.values()]
    .filter(
      (c) =>
        (form.cardholder === undefined || c.cardholder.id === form.cardholder) &&
        (form.type === undefined || c.type === form.type) &&
        (form.status === undefined || c.status === form.status) &&
        (form.last4 === undefined || c.last4 === form.last4),
    )
    .sort((a, b) => b.created - a.created);
  return page(all, form, "/v1/issuing/cards");
}

type Step = "submit" | "ship" | "deliver" | "return" | "fail";

// Which shipment states each test helper moves on from, and where to.
const STEPS: Record<Step, { from: ShippingStatus[]; to: ShippingStatus }> = {
  submit: { from: ["pending"], to: "submitted" },
  ship: { from: ["pending", "submitted"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  return: { from: ["shipped", "delivered"], to: "returned" },
  fail: { from: ["pending", "submitted", "shipped"], to: "failure" },
};

function moveShipment(state: State, emit: Emit, id: string, step: Step): IssuingCardObject {
  const card = mustFind(state.cards, id, "issuing.card", "card");
  const shipment = card.shipping;
  if (card.type !== "physical" || !shipment) throw invalid("Only physical cards are shipped.", { param: "card" });
  const { from, to } = STEPS[step];
  if (!from.includes(shipment.status))
    throw invalid(`The card's shipping status is ${shipment.status}; it cannot move to ${to}.`);
  const previous = { shipping: { ...shipment } };
  shipment.status = to;
  if (to === "shipped") {
    Object.assign(shipment, {
      carrier: "usps",
      tracking_number: `9400${randomId(18).replace(/\D/g, "7").slice(0, 18)}`,
      shipped_at: now(),
      eta: now() + 3 * 86_400,
    });
    shipment.tracking_url = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${shipment.tracking_number}`;
  }
  if (to === "delivered") shipment.delivered_at = now();
  emit("issuing_card.updated", card, previous);
  return card;
}

/** Issuing Elements: the browser's nonce for one card, exchanged for a key on that card (the API version is required). */
function createEphemeralKey(state: State, form: Form, stripeVersion: string | undefined) {
  allowOnly(form, ["customer", "expand", "issuing_card", "nonce", "verification_session"]);
  if (!stripeVersion)
    throw invalid("Ephemeral keys must be created with an explicit API version (Stripe-Version header).");
  const card = mustFind(state.cards, required(form.issuing_card, "issuing_card"), "issuing card", "issuing_card", 400);
  const nonce = state.nonces.get(required(form.nonce, "nonce"));
  // Stripe.js made the nonce for this one card, and it mints one key.
  if (!nonce || nonce.card !== card.id || nonce.used)
    throw invalid("Invalid nonce: it was not created for this card, or was already used.", { param: "nonce" });
  nonce.used = true;
  const created = now();
  const secret = `ek_test_${randomId(48)}`;
  state.keys.set(secret, { card: card.id, expires: created + 3600 });
  return {
    id: `ephkey_${randomId(24)}`,
    object: "ephemeral_key",
    associated_objects: [{ type: "issuing.card", id: card.id }],
    created,
    expires: created + 3600,
    livemode: false,
    secret,
  };
}

function created(emit: Emit, card: IssuingCardObject): IssuingCardObject {
  emit("issuing_card.created", card);
  return card;
}
