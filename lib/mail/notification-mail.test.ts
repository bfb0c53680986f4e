import { describe, expect, it } from "vitest";

import { renderNotificationMail, type NotificationMailInput } from "./notification-mail";

// The button's link is chosen by the sender (a sign-in link landing on ACTION_PAGE's page): here, any.
const links = {
  action: "https://benefits.example.com/invite/sign-in-token",
  agreements: "https://benefits.example.com/onboarding/agreements",
  optOut: "https://benefits.example.com/reminders/stop?token=Fe26.2**abc",
};
const base = {
  languages: ["en"],
  firstName: "Ada",
  employerName: "Acme Manufacturing",
  hrContact: { name: "Grace Hopper", email: "hr@acme.example", phone: "+14155552671" },
  reference: "E-1042",
  links,
} as const;

const render = (input: Partial<NotificationMailInput> & Pick<NotificationMailInput, "kind" | "data">) =>
  renderNotificationMail({ ...base, ...input } as NotificationMailInput);

describe("the e-mails a person gets", () => {
  it("product update: the portal, and where to stop product e-mails, in both languages", () => {
    const mail = render({ kind: "product_update", data: {}, languages: ["en", "es"] });
    expect(mail.subject).toBe(
      "What's new in your Acme Manufacturing benefits card / Novedades de su tarjeta de beneficios de Acme Manufacturing",
    );
    expect(mail.text).toContain(`See what's new:\n${links.action}`);
    expect(mail.text).toContain(links.agreements);
    expect(mail.text).toContain("Dejar de recibir correos sobre el producto");
  });

  it("agreement updated: which document, from when, and whether to accept again, in both languages", () => {
    const data = {
      title: { en: "Cardholder agreement", es: "Contrato del titular" },
      effectiveAt: "2027-01-01T00:00:00.000Z",
      reacceptance: "required",
    } as const;
    const required = render({ kind: "agreement_updated", data, languages: ["en", "es"] });
    expect(required.subject).toBe("We're updating your Cardholder agreement / Actualizamos su Contrato del titular");
    expect(required.text).toContain("The new version takes effect on January 1, 2027.");
    expect(required.text).toContain("entra en vigor el 1 de enero de 2027");
    expect(required.text).toContain(`Review and accept:\n${links.action}`);
    const notify = render({ kind: "agreement_updated", data: { ...data, reacceptance: "notify" } });
    expect(notify.text).toContain("You don't need to do anything");
    expect(notify.text).toContain(`Read the new version:\n${links.action}`);
    expect(notify.text).not.toContain("Review and accept");
  });

  it("card issued: the card page, in text and HTML", () => {
    const mail = render({ kind: "card_issued", data: { cardType: "all", replacement: false } });
    expect(mail.subject).toBe("Your Acme Manufacturing benefits card is ready");
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain("Your physical card is being prepared");
    expect(mail.text).toContain(`See your card:\n${links.action}`);
    expect(mail.html).toContain(`href="${links.action}"`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(mail.text).not.toContain(links.optOut);
  });

  it("card mailed: the tracking number, carrier and expected delivery, or that there is no number yet", () => {
    const mail = render({
      kind: "card_shipped",
      data: { trackingNumber: "9400111899223100001234", carrier: "usps", eta: "2026-11-20T00:00:00.000Z" },
    });
    expect(mail.text).toContain("Tracking number: 9400111899223100001234");
    expect(mail.text).toContain("Carrier: USPS");
    expect(mail.text).toContain("Expected delivery: November 20, 2026");
    expect(mail.html).toContain("9400111899223100001234");
    const none = render({ kind: "card_shipped", data: { trackingNumber: null, carrier: null, eta: null } });
    expect(none.text).toContain("has not given us a tracking number yet");
  });

  it("bank account verified: says the repayment step is done, and where to go on", () => {
    const mail = render({ kind: "bank_account_verified", data: {} });
    expect(mail.subject).toBe("Your Acme Manufacturing benefits card: your bank account is verified");
    expect(mail.text).toContain("Your repayment step is done.");
    expect(mail.text).toContain(`See what's next:\n${links.action}`);
  });

  it("card limit raised: the card page, what to do if they did not ask, and HR's contact — never the amount", () => {
    const mail = render({ kind: "card_limit_raised", data: {} });
    expect(mail.subject).toBe("Your Acme Manufacturing benefits card: its limit was raised");
    expect(mail.text).toContain("lock your card in the portal now, then contact HR.");
    expect(mail.text).toContain(`See your card:\n${links.action}`);
    expect(mail.text).toContain("Questions? Contact Grace Hopper at Acme Manufacturing:");
    expect(mail.text).not.toMatch(/\$\d/);
  });

  it("documents needed: the portal's identity step", () => {
    const mail = render({ kind: "documents_needed", data: {} });
    expect(mail.text).toContain(`Upload your document:\n${links.action}`);
  });

  it("identity failed: names the employer's HR contact, as far as it is set", () => {
    const mail = render({ kind: "identity_failed", data: {} });
    // The one way on, as the portal's stop says it: correct the details (a new check), else HR with the reference.
    expect(mail.text).toContain("correct it in the portal: we check your identity again with the corrected details");
    expect(mail.text).toContain(`Correct your details:\n${links.action}`);
    expect(mail.text).toContain("When you contact them, give this reference: E-1042");
    expect(mail.text).toContain("Questions? Contact Grace Hopper at Acme Manufacturing:");
    expect(mail.text).toContain("E-mail: hr@acme.example\nPhone: (415) 555-2671");
    const unnamed = render({
      kind: "identity_failed",
      data: {},
      hrContact: { name: null, email: "hr@acme.example", phone: null },
    });
    expect(unnamed.text).toContain("Questions? Contact your HR team at Acme Manufacturing:\n\nE-mail: hr@acme.example");
    const nameOnly = render({
      kind: "identity_failed",
      data: {},
      hrContact: { name: "Grace", email: null, phone: null },
    });
    expect(nameOnly.text).toContain("Questions? Contact Grace at Acme Manufacturing.");
    const none = render({ kind: "identity_failed", data: {}, hrContact: { name: null, email: null, phone: null } });
    expect(none.text).toContain("Questions? Contact your HR team at Acme Manufacturing.");
  });

  it("a reminder: the portal, the one-click opt-out, and for the second that it is the last", () => {
    const first = render({ kind: "onboarding_reminder", data: {}, reminder: 1 });
    expect(first.subject).toBe("Finish setting up your Acme Manufacturing benefits card");
    expect(first.text).toContain(links.action);
    expect(first.text).toContain(`Stop these reminders:\n${links.optOut}`);
    expect(first.html).toContain(`href="${links.optOut}"`);
    expect(first.text).not.toContain("last reminder");
    expect(render({ kind: "onboarding_reminder", data: {}, reminder: 2 }).text).toContain(
      "This is the last reminder we will send.",
    );
  });

  it("in Spanish", () => {
    const mail = render({ kind: "documents_needed", data: {}, languages: ["es"] });
    expect(mail.subject).toBe(
      "Su tarjeta de beneficios de Acme Manufacturing: necesitamos una foto de su identificación",
    );
    expect(mail.text).toContain("Hola, Ada:");
    expect(mail.html).toMatch(/<html lang="es">/);
  });

  it("in both languages, English first, when the person's is not known", () => {
    const mail = render({
      kind: "card_issued",
      data: { cardType: "virtual", replacement: true },
      languages: ["en", "es"],
    });
    expect(mail.subject).toBe(
      "Your replacement Acme Manufacturing benefits card is ready / Su tarjeta de reemplazo de Acme Manufacturing está lista",
    );
    expect(mail.text.indexOf("Hello Ada,")).toBeLessThan(mail.text.indexOf("Hola, Ada:"));
    expect(mail.html).toContain('<div lang="es">');
  });

  it("never lets a name become markup in the HTML part", () => {
    const mail = render({
      kind: "card_issued",
      data: { cardType: "virtual", replacement: false },
      firstName: '<img src=x onerror="alert(1)">',
      employerName: "Smith & <b>Sons</b>",
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Smith &amp; &lt;b&gt;Sons&lt;/b&gt;");
    // The text part is text: as written.
    expect(mail.text).toContain("Smith & <b>Sons</b>");
  });
});
