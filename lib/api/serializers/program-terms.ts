/** A version of the credit terms as the console's API answers it: its effective time as ISO 8601. */
export const programTermsJson = <T extends { effectiveAt: Date }>(terms: T) => ({
  ...terms,
  effectiveAt: terms.effectiveAt.toISOString(),
});
