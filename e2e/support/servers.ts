import path from "node:path";

// Where the browser tests' servers listen. Fixed ports, because the Stripe-mode app must be told
// where the fake Stripe API is before it starts. E2E_PORT_BASE moves them all, so that two
// checkouts on one machine can run their journeys at the same time.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3310);
export const FAKE_STRIPE_PORT = PORT_BASE + 2;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const FAKE_STRIPE_SECRET_KEY = "sk_test_e2e";

// Each app runs its SFTP server in-app (the embedded database's default), each on its own port.
export const APPS = {
  /** Sandbox providers for everything: payments, identity, issuing. */
  sandbox: { port: PORT_BASE, sftpPort: PORT_BASE + 3, dataDir: ".data/e2e-sandbox" },
  /** The real Stripe adapter, talking to the fake Stripe REST server. */
  stripe: { port: PORT_BASE + 1, sftpPort: PORT_BASE + 4, dataDir: ".data/e2e-stripe" },
} as const;

export type AppName = keyof typeof APPS;

export const appUrl = (app: AppName) => `http://localhost:${APPS[app].port}`;

/** The project root: data directories and messages are found from here, whatever the cwd. */
export const ROOT = path.resolve(__dirname, "../..");
