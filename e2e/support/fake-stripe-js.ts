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
  type ConfirmParams = {
    elements?: { options?: Options };
    clientSecret?: string;
    redirect?: string;
    confirmParams?: { return_url?: string };
  };

  let selected = "pm_card_visa";

  function createElement(type: string) {
    const handlers = new Map<string, Set<Handler>>();
    let container: HTMLElement | null = null;
    const emit = (name: string, event: unknown) => handlers.get(name)?.forEach((handler) => handler(event));
    const changeEvent = () => ({
      elementType: type,
      empty: false,
      complete: true,
      collapsed: false,
      value: { type: "card" },
    });
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

  /**
   * Issuing Elements: each display is a frame on js.stripe.com drawing one field of the card with
   * the ephemeral key (served by the test through the fake Stripe server); the copy button copies
   * nothing here. Like Stripe's, the page never holds the card's details.
   */
  function createIssuingElement(type: string, options: Options) {
    const field =
      type === "issuingCardNumberDisplay"
        ? "number"
        : type === "issuingCardCvcDisplay"
          ? "cvc"
          : type === "issuingCardExpiryDisplay"
            ? "expiry"
            : null;
    let container: HTMLElement | null = null;
    const element = {
      mount(target: string | HTMLElement) {
        container = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (!container) throw new Error(`fake Stripe.js: no mount target ${String(target)}`);
        if (!field) {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "⧉";
          button.title = "Copy (fake)";
          container.replaceChildren(button);
          return;
        }
        const query = new URLSearchParams({
          field,
          card: String(options.issuingCard ?? ""),
          nonce: String(options.nonce ?? ""),
          key: String(options.ephemeralKeySecret ?? ""),
        });
        const frame = document.createElement("iframe");
        frame.title = `Fake Issuing Element: ${field}`;
        frame.dataset.issuingField = field;
        frame.style.cssText = "border:0;width:100%;height:28px";
        frame.src = `https://js.stripe.com/fake-issuing-element?${query.toString()}`;
        container.replaceChildren(frame);
      },
      on: () => element,
      update() {},
      unmount() {
        container?.replaceChildren();
        container = null;
      },
      destroy() {
        element.unmount();
      },
    };
    return element;
  }

  function createElements(options: Options = {}) {
    const created = new Map<string, ReturnType<typeof createElement>>();
    return {
      options,
      create(type: string, elementOptions: Options = {}) {
        if (type.startsWith("issuingCard")) return createIssuingElement(type, elementOptions);
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
    if (!clientSecret)
      return {
        error: { type: "invalid_request_error", message: "fake Stripe.js: confirmSetup without a client secret" },
      };
    const id = clientSecret.split("_secret_")[0] ?? "";
    const response = await fetch(`https://api.stripe.com/v1/setup_intents/${encodeURIComponent(id)}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: selected }).toString(),
    });
    const intent = (await response.json()) as {
      error?: Record<string, unknown>;
      status?: string;
      last_setup_error?: Record<string, unknown> | null;
    };
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

  const unsupported = (name: string) => async () => ({
    error: { type: "invalid_request_error", message: `fake Stripe.js: ${name} is not faked` },
  });

  function Stripe(publishableKey: string) {
    if (typeof publishableKey !== "string" || !publishableKey.startsWith("pk_test_"))
      throw new Error("fake Stripe.js: a pk_test_ key is expected");
    return {
      elements: createElements,
      confirmSetup,
      retrieveSetupIntent: async (clientSecret: string) => ({
        setupIntent: { id: clientSecret.split("_secret_")[0], status: "succeeded" },
      }),
      // Issuing Elements: a single-use nonce for one card, from Stripe (here through the test's route).
      async createEphemeralKeyNonce({ issuingCard }: { issuingCard: string }) {
        const response = await fetch("https://api.stripe.com/v1/ephemeral_key_nonces", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${publishableKey}` },
          body: new URLSearchParams({ issuing_card: issuingCard }).toString(),
        });
        const answer = (await response.json()) as { nonce?: string; error?: Record<string, unknown> };
        return answer.nonce
          ? { nonce: answer.nonce }
          : { error: answer.error ?? { type: "api_error", message: "no nonce" } };
      },
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
