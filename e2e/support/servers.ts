import path from "node:path";

// Where the browser tests' servers listen. Fixed ports, because the vendors app must be told
// where the fake vendor APIs are before it starts. E2E_PORT_BASE moves them all, so that two
// checkouts on one machine can run their journeys at the same time.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3310);
export const FAKE_STRIPE_PORT = PORT_BASE + 2;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const FAKE_STRIPE_SECRET_KEY = "sk_test_e2e";

/** The fake Persona API (tests/support/fake-persona.ts) as a process of its own, for the vendors app. */
export const FAKE_PERSONA_PORT = PORT_BASE + 3;
export const FAKE_PERSONA_URL = `http://127.0.0.1:${FAKE_PERSONA_PORT}`;
export const FAKE_PERSONA = {
  apiKey: "persona_sandbox_e2e",
  webhookSecret: "wbhsec_e2e_persona",
  standardTypeId: "txntp_e2estandard",
  documentTypeId: "txntp_e2edocument",
} as const;

// Each app runs its SFTP server in-app (the embedded database's default), each on its own port.
export const APPS = {
  /** Sandbox providers for everything: payments, identity, issuing. */
  sandbox: { port: PORT_BASE, sftpPort: PORT_BASE + 4, dataDir: ".data/e2e-sandbox" },
  /** The real vendor adapters — Stripe payments and Issuing, Persona identity — each talking to its local fake. */
  vendors: { port: PORT_BASE + 1, sftpPort: PORT_BASE + 5, dataDir: ".data/e2e-vendors" },
} as const;

export type AppName = keyof typeof APPS;

export const appUrl = (app: AppName) => `http://localhost:${APPS[app].port}`;

/** The project root: data directories and messages are found from here, whatever the cwd. */
export const ROOT = path.resolve(__dirname, "../..");
