import type { Queryable } from "@/db/client";
import { createAgreement } from "@/lib/services/agreements/create-agreement";
import { publishAgreementVersion } from "@/lib/services/agreements/publish-agreement-version";

type Text = { language: string; title: string; body: string };
type DemoAgreement = { slug: string; required: boolean; tag: string; texts: Text[] };

// Demo texts. Real programs load their counsel-approved documents through the same functions.
const DEMO_AGREEMENTS: DemoAgreement[] = [
  {
    slug: "esign-consent",
    required: true,
    tag: "esign-consent-2026-01",
    texts: [
      {
        language: "en",
        title: "Consent to electronic records and signatures",
        body: "You agree to receive agreements, notices and statements electronically and to sign them electronically. You may withdraw this consent at any time by contacting your benefits administrator; withdrawing ends your participation in the program. You need a device with a current web browser to read and keep these records.",
      },
      {
        language: "es",
        title: "Consentimiento para registros y firmas electrónicos",
        body: "Usted acepta recibir acuerdos, avisos y estados de cuenta de forma electrónica y firmarlos electrónicamente. Puede retirar este consentimiento en cualquier momento comunicándose con su administrador de beneficios; retirarlo pone fin a su participación en el programa. Necesita un dispositivo con un navegador web actualizado para leer y conservar estos registros.",
      },
    ],
  },
  {
    slug: "cardholder-agreement",
    required: true,
    tag: "cardholder-agreement-2026-01",
    texts: [
      {
        language: "en",
        title: "Cardholder agreement",
        body: "This agreement covers the benefit card issued to you through your employer's program: how purchases are approved up to your available balance, how the balance is repaid by the method your program uses (payroll deduction or a saved payment method), fees (there are none for purchases), how to report a lost or stolen card, and how to resolve disputes.",
      },
      {
        language: "es",
        title: "Contrato del titular de la tarjeta",
        body: "Este contrato cubre la tarjeta de beneficios emitida a través del programa de su empleador: cómo se aprueban las compras hasta su saldo disponible, cómo se paga el saldo con el método de su programa (deducción de nómina o un método de pago guardado), las comisiones (no hay comisiones por compras), cómo reportar una tarjeta perdida o robada y cómo resolver disputas.",
      },
    ],
  },
  {
    slug: "privacy-notice",
    required: true,
    tag: "privacy-notice-2026-01",
    texts: [
      {
        language: "en",
        title: "Privacy notice",
        body: "We collect your name, contact details, date of birth, address and Social Security number to verify your identity as federal law requires, and to run the program. We share them only with your employer's program, our identity-verification and card-issuing providers, and as the law requires. We never sell your information.",
      },
      {
        language: "es",
        title: "Aviso de privacidad",
        body: "Recopilamos su nombre, datos de contacto, fecha de nacimiento, dirección y número de Seguro Social para verificar su identidad, como exige la ley federal, y para operar el programa. Solo los compartimos con el programa de su empleador, nuestros proveedores de verificación de identidad y emisión de tarjetas, y cuando la ley lo exige. Nunca vendemos su información.",
      },
    ],
  },
  {
    slug: "product-updates",
    required: false,
    tag: "product-updates-2026-01",
    texts: [
      {
        language: "en",
        title: "Product updates by e-mail (optional)",
        body: "Send me occasional e-mails about new features of the program. You can unsubscribe from any message.",
      },
      {
        language: "es",
        title: "Novedades por correo electrónico (opcional)",
        body: "Envíenme correos ocasionales sobre nuevas funciones del programa. Puede darse de baja desde cualquier mensaje.",
      },
    ],
  },
];

/** Program-wide agreements (employer null) in English and Spanish. */
export async function seedAgreements(db: Queryable): Promise<void> {
  for (const [position, demo] of DEMO_AGREEMENTS.entries()) {
    const ctx = { db, actor: { type: "system", name: "seed" } as const };
    const agreementId = await createAgreement({
      ctx,
      employerId: null,
      slug: demo.slug,
      required: demo.required,
      position,
    });
    await publishAgreementVersion({
      ctx,
      agreementId,
      tag: demo.tag,
      texts: demo.texts,
      publishedAt: new Date("2026-01-01T00:00:00Z"),
    });
  }
}
