import { formatCents } from "@/lib/domain/money";
import type { AtrSettings } from "./atr-settings";
import type { DeclineReason } from "./adverse-action-reasons";

/**
 * The adverse action notice of Regulation B (12 CFR 1002.9(a)(2)) for a declined ability-to-repay
 * decision, rendered once, in English or Spanish, and stored as rendered: the action taken, the
 * creditor's name and address, the ECOA notice of 1002.9(b)(1) with the federal agency that
 * administers compliance, and the principal reasons of 1002.9(b)(2). It carries no amount the
 * person reported: reasons are said in words and the program's own limits.
 */

export type NoticeLanguage = "en" | "es";
export const NOTICE_LANGUAGES: readonly NoticeLanguage[] = ["en", "es"];

export type NoticeParty = { name: string; address: string };

export type NoticeInput = {
  language: NoticeLanguage;
  applicantName: string;
  /** Who offers the card through the employer: named so the person knows which application. */
  employerName: string;
  decidedAt: Date;
  reasons: readonly DeclineReason[];
  creditor: NoticeParty;
  agency: NoticeParty;
  settings: AtrSettings;
};

/** Exactly what the person is shown and sent; `text` is the e-mail's body. */
export type RenderedNotice = {
  language: NoticeLanguage;
  subject: string;
  title: string;
  date: string;
  greeting: string;
  actionTaken: string;
  reasonsHeading: string;
  reasons: string[];
  nextSteps: string;
  creditorHeading: string;
  creditor: NoticeParty;
  ecoaHeading: string;
  ecoaNotice: string;
  agencyIntro: string;
  agency: NoticeParty;
  text: string;
};

type Limits = { minLine: string; debtToIncome: string; residual: string };

const DATE_LOCALES: Record<NoticeLanguage, string> = { en: "en-US", es: "es-US" };

const REASONS: Record<NoticeLanguage, Record<DeclineReason, (limits: Limits) => string>> = {
  en: {
    no_income: () =>
      "Income insufficient for the amount of credit requested: you reported no income from which the payments could be made.",
    income_insufficient: ({ minLine }) =>
      `Income insufficient for the amount of credit requested: even with no monthly obligations, your income is too low to make the payments on our smallest spending line (${minLine}).`,
    excessive_obligations: ({ debtToIncome }) =>
      `Excessive obligations in relation to income: your monthly obligations, with the payment on our smallest spending line, would take more than ${debtToIncome} of your monthly income before taxes.`,
    too_little_income_left: ({ residual }) =>
      `Excessive obligations in relation to income: after your monthly obligations and the payment on our smallest spending line, less than ${residual} a month of your income would be left for living costs.`,
  },
  es: {
    no_income: () =>
      "Ingresos insuficientes para el monto de crédito solicitado: no informó ingresos con los que se pudieran hacer los pagos.",
    income_insufficient: ({ minLine }) =>
      `Ingresos insuficientes para el monto de crédito solicitado: aun sin obligaciones mensuales, sus ingresos son demasiado bajos para hacer los pagos de nuestra línea de gasto más pequeña (${minLine}).`,
    excessive_obligations: ({ debtToIncome }) =>
      `Obligaciones excesivas en relación con sus ingresos: sus obligaciones mensuales, junto con el pago de nuestra línea de gasto más pequeña, tomarían más del ${debtToIncome} de sus ingresos mensuales antes de impuestos.`,
    too_little_income_left: ({ residual }) =>
      `Obligaciones excesivas en relación con sus ingresos: después de sus obligaciones mensuales y el pago de nuestra línea de gasto más pequeña, le quedarían menos de ${residual} al mes para sus gastos de vida.`,
  },
};

// 12 CFR 1002.9(b)(1), in the regulation's words; the agency follows it (Appendix A names it).
const ECOA_NOTICE: Record<NoticeLanguage, string> = {
  en: "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act.",
  es: "La Ley Federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe a los acreedores discriminar a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la totalidad o una parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe cualquier derecho conforme a la Ley de Protección de Crédito al Consumidor (Consumer Credit Protection Act).",
};

type Words = {
  subject: (employer: string) => string;
  title: string;
  greeting: (name: string) => string;
  actionTaken: (employer: string, date: string) => string;
  reasonsHeading: string;
  nextSteps: string;
  creditorHeading: string;
  ecoaHeading: string;
  agencyIntro: string;
};

const WORDS: Record<NoticeLanguage, Words> = {
  en: {
    subject: (employer) => `Your application for a spending line on your ${employer} benefits card`,
    title: "Notice of action taken on your application",
    greeting: (name) => `Dear ${name},`,
    actionTaken: (employer, date) =>
      `Action taken: we declined your application of ${date} for a spending line on the benefits card offered through ${employer}. We are unable to offer you a line at this time.`,
    reasonsHeading: "Principal reasons for our decision",
    nextSteps:
      "If your income or your monthly obligations change, you may apply again at any time in the benefits portal.",
    creditorHeading: "Creditor",
    ecoaHeading: "Your rights under the Equal Credit Opportunity Act",
    agencyIntro: "The Federal agency that administers compliance with this law concerning this creditor is:",
  },
  es: {
    subject: (employer) => `Su solicitud de una línea de gasto en su tarjeta de beneficios de ${employer}`,
    title: "Aviso de la decisión sobre su solicitud",
    greeting: (name) => `Estimado/a ${name}:`,
    actionTaken: (employer, date) =>
      `Decisión: rechazamos su solicitud del ${date} de una línea de gasto en la tarjeta de beneficios que se ofrece por medio de ${employer}. En este momento no podemos ofrecerle una línea.`,
    reasonsHeading: "Razones principales de nuestra decisión",
    nextSteps:
      "Si cambian sus ingresos o sus obligaciones mensuales, puede volver a solicitarla en cualquier momento en el portal de beneficios.",
    creditorHeading: "Acreedor",
    ecoaHeading: "Sus derechos según la Ley de Igualdad de Oportunidades de Crédito",
    agencyIntro: "La agencia federal que administra el cumplimiento de esta ley en lo que respecta a este acreedor es:",
  },
};

function limits(language: NoticeLanguage, settings: AtrSettings): Limits {
  const percent = new Intl.NumberFormat(DATE_LOCALES[language], { style: "percent", maximumFractionDigits: 2 });
  return {
    minLine: formatCents(settings.minCreditLineCents, language),
    // Display only: basis points to a fraction for the formatter.
    debtToIncome: percent.format(settings.maxDebtToIncomeBps / 10_000),
    residual: formatCents(settings.minResidualIncomeCents, language),
  };
}

/** The notice in one language. Throws on no reasons: a notice without them breaks 1002.9(a)(2)(i). */
export function renderAdverseActionNotice(input: NoticeInput): RenderedNotice {
  if (input.reasons.length === 0) throw new RangeError("An adverse action notice needs at least one reason.");
  const words = WORDS[input.language];
  const date = new Intl.DateTimeFormat(DATE_LOCALES[input.language], { dateStyle: "long", timeZone: "UTC" }).format(
    input.decidedAt,
  );
  const numbers = limits(input.language, input.settings);
  const notice: Omit<RenderedNotice, "text"> = {
    language: input.language,
    subject: words.subject(input.employerName),
    title: words.title,
    date,
    greeting: words.greeting(input.applicantName),
    actionTaken: words.actionTaken(input.employerName, date),
    reasonsHeading: words.reasonsHeading,
    reasons: input.reasons.map((reason) => REASONS[input.language][reason](numbers)),
    nextSteps: words.nextSteps,
    creditorHeading: words.creditorHeading,
    creditor: input.creditor,
    ecoaHeading: words.ecoaHeading,
    ecoaNotice: ECOA_NOTICE[input.language],
    agencyIntro: words.agencyIntro,
    agency: input.agency,
  };
  return { ...notice, text: noticeText(notice) };
}

function noticeText(notice: Omit<RenderedNotice, "text">): string {
  return [
    notice.title,
    notice.date,
    "",
    notice.greeting,
    "",
    notice.actionTaken,
    "",
    `${notice.reasonsHeading}:`,
    ...notice.reasons.map((reason) => `- ${reason}`),
    "",
    notice.nextSteps,
    "",
    `${notice.creditorHeading}:`,
    notice.creditor.name,
    notice.creditor.address,
    "",
    `${notice.ecoaHeading}:`,
    `${notice.ecoaNotice} ${notice.agencyIntro}`,
    notice.agency.name,
    notice.agency.address,
  ].join("\n");
}
