// For tests: every setting production's schema asks for, with values that parse. (Start-up also
// needs a real identity vendor and card issuer, which lib/env productionGaps checks apart.)
export const PRODUCTION_SETTINGS = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://app@db.internal:5432/benefits",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  SESSION_SECRET: "s".repeat(40),
  PUBLIC_BASE_URL: "https://benefits.example.com",
  TRUSTED_PROXY_HOPS: "1",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_live",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  MAIL_FROM: "Example Benefits <benefits@mail.example.com>",
  CREDITOR_NAME: "Example Bank, N.A.",
  CREDITOR_ADDRESS: "1 Bank Plaza, Wilmington, DE 19801",
  ECOA_AGENCY_NAME: "Office of the Comptroller of the Currency, Customer Assistance Group",
  ECOA_AGENCY_ADDRESS: "P.O. Box 53570, Houston, TX 77052",
} as const;
