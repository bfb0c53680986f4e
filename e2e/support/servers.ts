import path from "node:path";

// Where the browser tests' servers listen. Fixed ports, because the Stripe-mode app must be told
// where the fake Stripe API is before it starts.
export const FAKE_STRIPE_PORT = 3312;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const FAKE_STRIPE_SECRET_KEY = "sk_test_e2e";

export const APPS = {
  /** Sandbox providers for everything: payments, identity, issuing. */
  sandbox: { port: 3310, dataDir: ".data/e2e-sandbox" },
  /** The real Stripe adapter, talking to the fake Stripe REST server. */
  stripe: { port: 3311, dataDir: ".data/e2e-stripe" },
} as const;

export type AppName = keyof typeof APPS;

export const appUrl = (app: AppName) => `http://localhost:${APPS[app].port}`;

/** The project root: data directories and messages are found from here, whatever the cwd. */
export const ROOT = path.resolve(__dirname, "../..");
