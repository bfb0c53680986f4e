import type { factorsOf } from "@/lib/services/accounts/factor-store";

/** An account's factors and step-up window as its account page reads them, for HR and operators alike. */
export const accountFactorsView = ({
  factors,
  stepUpUntil,
}: {
  factors: Awaited<ReturnType<typeof factorsOf>>;
  stepUpUntil: Date | null;
}) => ({
  totp: factors.totpConfirmedAt ? { enrolledAt: factors.totpConfirmedAt.toISOString() } : null,
  passkeys: factors.passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  })),
  recoveryCodesLeft: factors.recoveryCodesLeft,
  stepUpUntil: stepUpUntil?.toISOString() ?? null,
});
