/**
 * A stand-in for https://js.stripe.com/…/stripe.js, served to the page by `page.route` so the real
 * <Elements>/<PaymentElement> code runs with nothing leaving the machine. It has what
 * react-stripe-js checks for and what the repayment step calls. The "Payment Element" is a plain
 * labelled select of Stripe test payment methods; confirmSetup posts to api.stripe.com, which the
 * test intercepts and hands to the fake Stripe REST server (see stripe-routes.ts).
 *
 * The function is serialised with toString() and runs in the browser: it must not use anything
 * from its module scope.
 */
export function installFakeStripe(): void {
  type Handler = (event: unknown) => void;
  type Options = Record<string, unknown>;
  type ConfirmParams = { elements?: { options?: Options }; clientSecret?: string; redirect?: string; confirmParams?: { return_url?: string } };

  let selected = "pm_card_visa";

  function createElement(type: string) {
    const handlers = new Map<string, Set<Handler>>();
    let container: HTMLElement | null = null;
    const emit = (name: string, event: unknown) => handlers.get(name)?.forEach((handler) => handler(event));
    const changeEvent = () => ({ elementType: type, empty: false, complete: true, collapsed: false, value: { type: "card" } });
    const element = {
      mount(target: string | HTMLElement) {
        container = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (!container) throw new Error(`fake Stripe.js: no mount target ${String(target)}`);
        const root = document.createElement("div");
        root.dataset.testid = "fake-payment-element";
        const title = document.createElement("p");
        title.textContent = "Fake Payment Element";
        const label = document.createElement("label");
        label.textContent = "Test payment method ";
        const select = document.createElement("select");
        select.name = "fake-stripe-test-payment-method";
        for (const [value, text] of [
          ["pm_card_visa", "Visa credit ending 4242"],
          ["pm_card_visa_debit", "Visa debit ending 5556"],
          ["pm_card_chargeDeclined", "Declined card ending 0002"],
        ] as const) {
          const option = document.createElement("option");
          option.value = value;
          option.textContent = text;
          select.append(option);
        }
        select.value = selected;
        select.addEventListener("change", () => {
          selected = select.value;
          emit("change", changeEvent());
        });
        label.append(select);
        root.append(title, label);
        container.replaceChildren(root);
        setTimeout(() => {
          emit("ready", { elementType: type });
          emit("change", changeEvent());
        }, 0);
      },
      on(name: string, handler: Handler) {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)?.add(handler);
        return element;
      },
      off(name: string, handler?: Handler) {
        if (handler) handlers.get(name)?.delete(handler);
        else handlers.delete(name);
        return element;
      },
      once(name: string, handler: Handler) {
        const wrapped: Handler = (event) => {
          element.off(name, wrapped);
          handler(event);
        };
        return element.on(name, wrapped);
      },
      update() {},
      focus() {
        container?.querySelector("select")?.focus();
      },
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        container?.replaceChildren();
        container = null;
      },
      destroy() {
        element.unmount();
        handlers.clear();
      },
    };
    return element;
  }

  function createElements(options: Options = {}) {
    const created = new Map<string, ReturnType<typeof createElement>>();
    return {
      options,
      create(type: string) {
        const element = createElement(type);
        created.set(type, element);
        return element;
      },
      getElement: (type: string) => created.get(type) ?? null,
      update(patch: Options) {
        Object.assign(options, patch);
      },
      submit: async () => ({}),
      fetchUpdates: async () => ({}),
    };
  }

  async function confirmSetup(params: ConfirmParams) {
    const clientSecret = params.clientSecret ?? (params.elements?.options?.clientSecret as string | undefined);
    if (!clientSecret) return { error: { type: "invalid_request_error", message: "fake Stripe.js: confirmSetup without a client secret" } };
    const id = clientSecret.split("_secret_")[0] ?? "";
    const response = await fetch(`https://api.stripe.com/v1/setup_intents/${encodeURIComponent(id)}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: selected }).toString(),
    });
    const intent = (await response.json()) as { error?: Record<string, unknown>; status?: string; last_setup_error?: Record<string, unknown> | null };
    if (intent.error) return { error: intent.error };
    if (intent.status !== "succeeded" && intent.status !== "processing" && intent.status !== "requires_action") {
      return { error: { type: "card_error", ...intent.last_setup_error, setup_intent: intent } };
    }
    // Like Stripe.js: without redirect "if_required" it always leaves for the return URL.
    const returnUrl = params.confirmParams?.return_url;
    if (params.redirect !== "if_required" && returnUrl) {
      const url = new URL(returnUrl, window.location.href);
      url.searchParams.set("setup_intent", id);
      url.searchParams.set("setup_intent_client_secret", clientSecret);
      url.searchParams.set("redirect_status", "succeeded");
      window.location.assign(url.toString());
      return new Promise(() => {});
    }
    return { setupIntent: intent };
  }

  const unsupported = (name: string) => async () => ({ error: { type: "invalid_request_error", message: `fake Stripe.js: ${name} is not faked` } });

  function Stripe(publishableKey: string) {
    if (typeof publishableKey !== "string" || !publishableKey.startsWith("pk_test_")) throw new Error("fake Stripe.js: a pk_test_ key is expected");
    return {
      elements: createElements,
      confirmSetup,
      retrieveSetupIntent: async (clientSecret: string) => ({ setupIntent: { id: clientSecret.split("_secret_")[0], status: "succeeded" } }),
      createToken: unsupported("createToken"),
      createPaymentMethod: unsupported("createPaymentMethod"),
      confirmCardPayment: unsupported("confirmCardPayment"),
      confirmPayment: unsupported("confirmPayment"),
      confirmCardSetup: unsupported("confirmCardSetup"),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  // @stripe/stripe-js compares this with the release train it expects and only warns on a mismatch.
  Stripe.version = "endive";
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

export const FAKE_STRIPE_JS = `(${installFakeStripe.toString()})();`;
