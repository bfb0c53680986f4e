import type { WholeTranslator as T } from "@/components/onboarding/employer-contact";

const WALLETS = ["apple", "google"] as const;

/**
 * How to add the virtual card to a phone's wallet by hand. Putting a card in Apple Pay or Google Pay
 * straight from the issuer (push provisioning) needs a native app approved by Apple and Google, so the
 * web portal guides the manual add with the details "Show card details" reveals (docs/portal.md).
 * Rendered on the server (a native disclosure, no script): the card page hands it to the card.
 */
export function WalletHelp({ t }: { t: T }) {
  return (
    <details className="rounded-md border border-slate-300 bg-white p-3" data-testid="wallet-help">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline underline-offset-2">
        {t("card.wallet.summary")}
      </summary>
      <div className="mt-2 flex flex-col gap-3 text-slate-800">
        <p>{t("card.wallet.intro")}</p>
        {WALLETS.map((wallet) => (
          <div key={wallet}>
            <h3 className="font-semibold text-slate-900">{t(`card.wallet.${wallet}.title`)}</h3>
            <ol className="list-decimal pl-6">
              {(["1", "2", "3"] as const).map((step) => (
                <li key={step}>{t(`card.wallet.${wallet}.steps.${step}`)}</li>
              ))}
            </ol>
          </div>
        ))}
        <p className="text-sm text-slate-700">{t("card.wallet.note")}</p>
      </div>
    </details>
  );
}
