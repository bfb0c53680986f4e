import {
  allowOnly,
  expansions,
  list,
  mustFind,
  nested,
  now,
  ok,
  randomId,
  StripeHttpError,
  type Form,
  type Metadata,
  type Reply,
  type Route,
} from "./fake-stripe-common";

// The payments part of the fake Stripe (lib/providers/payments/stripe.ts): customers,
// SetupIntents, PaymentMethods, and what Stripe.js and the bank do on the other side.

export type TestPaymentMethod =
  "pm_card_visa" | "pm_card_mastercard" | "pm_card_visa_debit" | "pm_card_chargeDeclined" | "pm_usBankAccount";

type PaymentMethodType = "card" | "us_bank_account";

type CustomerObject = {
  id: string;
  object: "customer";
  created: number;
  livemode: false;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
};

type CardDetails = {
  brand: string;
  funding: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  display_brand: string;
};
type BankDetails = {
  bank_name: string;
  last4: string;
  account_type: string;
  account_holder_type: string;
  routing_number: string;
};

type PaymentMethodObject = {
  id: string;
  object: "payment_method";
  created: number;
  livemode: false;
  type: PaymentMethodType;
  customer: string | null;
  metadata: Metadata;
  card?: CardDetails;
  us_bank_account?: BankDetails;
};

type SetupError = {
  type: string;
  code: string;
  decline_code?: string;
  message: string;
  payment_method: PaymentMethodObject;
};
type NextAction = {
  type: "verify_with_microdeposits";
  verify_with_microdeposits: {
    arrival_date: number;
    hosted_verification_url: string;
    microdeposit_type: "descriptor_code";
  };
};

type SetupIntentObject = {
  id: string;
  object: "setup_intent";
  created: number;
  livemode: false;
  client_secret: string;
  status: string;
  customer: string | null;
  usage: string;
  description: string | null;
  metadata: Metadata;
  automatic_payment_methods: { enabled: boolean; allow_redirects: "always" } | null;
  allowed_payment_method_types: PaymentMethodType[] | null;
  payment_method_types: PaymentMethodType[];
  payment_method: string | null;
  next_action: NextAction | null;
  last_setup_error: SetupError | null;
  cancellation_reason: null;
};

// The only payment-method kinds this fake can produce; what "dynamic payment methods" resolves to.
const SUPPORTED_TYPES: readonly PaymentMethodType[] = ["card", "us_bank_account"];

// Far enough in the future that tests stay valid; matches Stripe's test cards' "any future date".
const TEST_EXPIRY = { exp_month: 12, exp_year: 2034 };

const TEST_CARDS: Record<Exclude<TestPaymentMethod, "pm_usBankAccount">, CardDetails> = {
  pm_card_visa: {
    brand: "visa",
    funding: "credit",
    last4: "4242",
    ...TEST_EXPIRY,
    country: "US",
    display_brand: "visa",
  },
  pm_card_mastercard: {
    brand: "mastercard",
    funding: "credit",
    last4: "4444",
    ...TEST_EXPIRY,
    country: "US",
    display_brand: "mastercard",
  },
  pm_card_visa_debit: {
    brand: "visa",
    funding: "debit",
    last4: "5556",
    ...TEST_EXPIRY,
    country: "US",
    display_brand: "visa",
  },
  pm_card_chargeDeclined: {
    brand: "visa",
    funding: "credit",
    last4: "0002",
    ...TEST_EXPIRY,
    country: "US",
    display_brand: "visa",
  },
};

const TEST_BANK_ACCOUNT: BankDetails = {
  bank_name: "STRIPE TEST BANK",
  last4: "6789",
  account_type: "checking",
  account_holder_type: "individual",
  routing_number: "110000000",
};

type State = {
  customers: Map<string, CustomerObject>;
  setupIntents: Map<string, SetupIntentObject>;
  paymentMethods: Map<string, PaymentMethodObject>;
};

export function createPaymentsFake() {
  const state: State = { customers: new Map(), setupIntents: new Map(), paymentMethods: new Map() };
  const bind = (handle: (state: State, form: Form, id: string) => Reply) => (form: Form, id: string) =>
    handle(state, form, id);
  const routes: Route[] = [
    { method: "POST", pattern: /^\/v1\/customers$/, handle: bind(createCustomer) },
    { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, handle: bind(retrieveCustomer) },
    { method: "POST", pattern: /^\/v1\/setup_intents$/, handle: bind(createSetupIntent) },
    { method: "GET", pattern: /^\/v1\/setup_intents\/([^/]+)$/, handle: bind(retrieveSetupIntent) },
    { method: "GET", pattern: /^\/v1\/payment_methods\/([^/]+)$/, handle: bind(retrievePaymentMethod) },
    { method: "POST", pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/, handle: bind(detachPaymentMethod) },
  ];
  return {
    routes,
    /** What Stripe.js confirmSetup would do in the browser. */
    confirmSetupIntent: (id: string, token: TestPaymentMethod) => confirmSetupIntent(state, id, token),
    /** Microdeposits verified / failed for a bank account SetupIntent. */
    settleBankAccount: (id: string, ok: boolean) => settleBankAccount(state, id, ok),
  };
}

function createCustomer(state: State, form: Form): Reply {
  allowOnly(form, ["email", "name", "description", "phone", "metadata", "expand"]);
  const customer: CustomerObject = {
    id: `cus_${randomId(14)}`,
    object: "customer",
    created: now(),
    livemode: false,
    email: form.email ?? null,
    name: form.name ?? null,
    description: form.description ?? null,
    metadata: nested(form, "metadata"),
  };
  state.customers.set(customer.id, customer);
  return ok(customer);
}

function retrieveCustomer(state: State, form: Form, id: string): Reply {
  allowOnly(form, ["expand"]);
  return ok(mustFind(state.customers, id, "customer", "id"));
}

function createSetupIntent(state: State, form: Form): Reply {
  rejectRemovedPaymentMethodTypes(form);
  allowOnly(form, [
    "customer",
    "usage",
    "description",
    "metadata",
    "automatic_payment_methods",
    "allowed_payment_method_types",
    "excluded_payment_method_types",
    "expand",
  ]);
  const allowed = list(form, "allowed_payment_method_types");
  const automatic = form["automatic_payment_methods[enabled]"];
  if (allowed.length > 0 && automatic !== undefined) {
    throw new StripeHttpError(400, {
      type: "invalid_request_error",
      code: "parameters_exclusive",
      message: "You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.",
    });
  }
  const usage = form.usage ?? "off_session";
  if (usage !== "off_session" && usage !== "on_session") {
    throw new StripeHttpError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      param: "usage",
      message: `Invalid usage: must be one of on_session or off_session`,
    });
  }
  // A bad id inside the parameters is the request's fault: 400, unlike a bad id in the path.
  if (form.customer !== undefined) mustFind(state.customers, form.customer, "customer", "customer", 400);
  const id = `seti_${randomId(24)}`;
  const intent: SetupIntentObject = {
    id,
    object: "setup_intent",
    created: now(),
    livemode: false,
    client_secret: `${id}_secret_${randomId(24)}`,
    status: "requires_payment_method",
    customer: form.customer ?? null,
    usage,
    description: form.description ?? null,
    metadata: nested(form, "metadata"),
    // Dynamic payment methods are the default when nothing restricts them.
    automatic_payment_methods:
      allowed.length > 0 ? null : { enabled: automatic !== "false", allow_redirects: "always" },
    allowed_payment_method_types: allowed.length > 0 ? SUPPORTED_TYPES.filter((t) => allowed.includes(t)) : null,
    // What the Payment Element will offer: the allowed list, silently narrowed to what is available.
    payment_method_types:
      allowed.length > 0 ? SUPPORTED_TYPES.filter((t) => allowed.includes(t)) : [...SUPPORTED_TYPES],
    payment_method: null,
    next_action: null,
    last_setup_error: null,
    cancellation_reason: null,
  };
  state.setupIntents.set(id, intent);
  return ok(intent);
}

function retrieveSetupIntent(state: State, form: Form, id: string): Reply {
  allowOnly(form, ["expand", "client_secret"]);
  const expand = expansions(form, ["payment_method"]);
  const intent = mustFind(state.setupIntents, id, "setupintent", "intent");
  if (!expand.includes("payment_method") || intent.payment_method === null) return ok(intent);
  return ok({ ...intent, payment_method: state.paymentMethods.get(intent.payment_method) ?? null });
}

function retrievePaymentMethod(state: State, form: Form, id: string): Reply {
  allowOnly(form, ["expand"]);
  return ok(mustFind(state.paymentMethods, id, "PaymentMethod", "payment_method"));
}

function detachPaymentMethod(state: State, form: Form, id: string): Reply {
  allowOnly(form, ["expand"]);
  const pm = mustFind(state.paymentMethods, id, "PaymentMethod", "payment_method");
  if (pm.customer === null) {
    // Stripe's real answer to a second detach: a 400 without an error code.
    throw new StripeHttpError(400, {
      type: "invalid_request_error",
      message: "The payment method you provided is not attached to a customer so detachment is impossible.",
    });
  }
  pm.customer = null;
  return ok(pm);
}

// Browser-side and asynchronous events, driven by the test

function confirmSetupIntent(state: State, id: string, token: TestPaymentMethod): void {
  const intent = state.setupIntents.get(id);
  if (!intent) throw new Error(`fake-stripe: no SetupIntent ${id}`);
  if (intent.status !== "requires_payment_method")
    throw new Error(`fake-stripe: SetupIntent ${id} is ${intent.status}, cannot confirm`);
  if (token === "pm_usBankAccount") return confirmWithBankAccount(state, intent);
  const pm = createPaymentMethod(state, intent, "card", { card: TEST_CARDS[token] });
  if (token === "pm_card_chargeDeclined") return decline(intent, pm);
  pm.customer = intent.customer;
  update(intent, { status: "succeeded", payment_method: pm.id, last_setup_error: null, next_action: null });
}

function decline(intent: SetupIntentObject, pm: PaymentMethodObject): void {
  // Stripe clears the intent's payment_method on failure and reports it inside last_setup_error.
  update(intent, {
    status: "requires_payment_method",
    payment_method: null,
    last_setup_error: {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_method: pm,
    },
  });
}

function confirmWithBankAccount(state: State, intent: SetupIntentObject): void {
  const pm = createPaymentMethod(state, intent, "us_bank_account", { us_bank_account: TEST_BANK_ACCOUNT });
  update(intent, {
    status: "requires_action",
    payment_method: pm.id,
    last_setup_error: null,
    next_action: {
      type: "verify_with_microdeposits",
      verify_with_microdeposits: {
        arrival_date: now() + 2 * 86_400,
        hosted_verification_url: `https://payments.stripe.com/microdeposit/${randomId(24)}`,
        microdeposit_type: "descriptor_code",
      },
    },
  });
}

function settleBankAccount(state: State, id: string, ok: boolean): void {
  const intent = state.setupIntents.get(id);
  if (!intent) throw new Error(`fake-stripe: no SetupIntent ${id}`);
  const pm = intent.payment_method === null ? undefined : state.paymentMethods.get(intent.payment_method);
  if (intent.next_action?.type !== "verify_with_microdeposits" || !pm)
    throw new Error(`fake-stripe: SetupIntent ${id} is not waiting for microdeposits`);
  if (ok) {
    // The bank account joins the customer only once it is verified.
    pm.customer = intent.customer;
    update(intent, { status: "succeeded", next_action: null, last_setup_error: null });
    return;
  }
  update(intent, {
    status: "requires_payment_method",
    payment_method: null,
    next_action: null,
    last_setup_error: {
      type: "invalid_request_error",
      code: "payment_method_microdeposit_verification_attempts_exceeded",
      message: "You have exceeded the number of allowed verification attempts.",
      payment_method: pm,
    },
  });
}

function createPaymentMethod(
  state: State,
  intent: SetupIntentObject,
  type: PaymentMethodType,
  details: Pick<PaymentMethodObject, "card" | "us_bank_account">,
): PaymentMethodObject {
  // Stripe.js only confirms with a type the intent offers; catching it here catches an adapter that stops offering it.
  if (!intent.payment_method_types.includes(type))
    throw new Error(`fake-stripe: SetupIntent ${intent.id} does not offer ${type}`);
  const pm: PaymentMethodObject = {
    id: `pm_${randomId(24)}`,
    object: "payment_method",
    created: now(),
    livemode: false,
    type,
    customer: null,
    metadata: {},
    ...details,
  };
  state.paymentMethods.set(pm.id, pm);
  return pm;
}

const update = (intent: SetupIntentObject, patch: Partial<SetupIntentObject>) => Object.assign(intent, patch);

// Removed from SetupIntent create on the API version stripe@23 pins (2026-09-30.endive changelog).
function rejectRemovedPaymentMethodTypes(form: Form): void {
  if (!Object.keys(form).some((key) => key.startsWith("payment_method_types"))) return;
  throw new StripeHttpError(400, {
    type: "invalid_request_error",
    code: "payment_method_types_no_longer_supported",
    param: "payment_method_types",
    message:
      "payment_method_types is no longer supported on this API version. Use allowed_payment_method_types, excluded_payment_method_types or dynamic payment methods.",
  });
}
