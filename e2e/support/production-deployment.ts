import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { createTwoRoleDatabase } from "../../tests/support/database-roles";
import { startFakePersona } from "../../tests/support/fake-persona";
import { startFakeStripe } from "../../tests/support/fake-stripe";
import { PRODUCTION_ENV, WEBHOOK_SECRET } from "../../tests/support/production-env";

import { ready, startMember, type Member } from "./cluster";
import { ROOT } from "./servers";

// A production deployment on this machine, for a journey that must run as production runs: the
// built app with APP_ENV=production on a PostgreSQL database of its own (nothing seeded), behind a
// TLS-terminating proxy (production refuses an http:// PUBLIC_BASE_URL, and its cookies are
// __Host- and Secure), sending its mail over SMTP to a local mailbox, its Stripe and Persona calls
// sent to local fakes of their published APIs by two node preloads (tests/support/route-stripe.mjs
// and route-persona.mjs: production refuses STRIPE_API_BASE and PERSONA_API_BASE, and the app has
// no test switch). The certificate is self-signed for localhost; the browser context is told to
// accept it (ignoreHTTPSErrors).

export type Mail = { to: string; subject: string; text: string };

/** An SMTP server on a free port that keeps every message it is given, parsed. */
async function startMailbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo)
            mails.push({ to: recipient.address, subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A self-signed certificate for localhost, made with openssl (Debian's, present wherever Chromium is). */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-tls-"));
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const pair = { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * The load balancer: TLS on `port`, each request passed to the app on `appPort` with the client's
 * address in X-Forwarded-For (the app trusts one hop), answers streamed back as they come.
 */
async function startTlsProxy(port: number, appPort: number) {
  const server = https.createServer(localhostCertificate(), (req, res) => {
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port: appPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
          "x-forwarded-proto": "https",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

const PERSONA = {
  apiKey: `persona_production_${randomBytes(6).toString("hex")}`,
  webhookSecret: `wbhsec_${randomBytes(12).toString("hex")}`,
  standardTypeId: "txntp_productionstandard",
  documentTypeId: "txntp_productiondocument",
};

export type ProductionDeployment = {
  /** https://localhost:<port>: what the browser opens and every link the app hands out names. */
  origin: string;
  /** Mail the app sent, newest last. */
  mails: Mail[];
  /** `npm run <command>` as production runs it (compiled, node alone), with the deployment's settings. */
  command: (command: string, ...args: string[]) => { status: number | null; stdout: string; stderr: string };
  /** Starts the app and waits until it is ready (the proxy is up from the start). */
  start: () => Promise<Member>;
  stop: () => Promise<void>;
};

/** Everything but the app itself: start it with `start()`, after any command that must run first. */
export async function productionDeployment({
  name,
  port,
}: {
  name: string;
  port: number;
}): Promise<ProductionDeployment> {
  const appPort = port + 1;
  const origin = `https://localhost:${port}`;
  // The two roles production requires (docs/deploy.md, "Database roles"): one owns the schema and
  // migrates, the other serves.
  const database = await createTwoRoleDatabase();

  const mailbox = await startMailbox();
  const stripe = await startFakeStripe();
  stripe.webhooks.configure({ url: `http://127.0.0.1:${appPort}/api/webhooks/stripe`, secret: WEBHOOK_SECRET });
  const persona = await startFakePersona(PERSONA);
  // Persona answers `created` and sends its decisions by signed callback, as to a real deployment.
  persona.sendCallbacksTo(`http://127.0.0.1:${appPort}/api/webhooks/persona`);
  const stopProxy = await startTlsProxy(port, appPort);

  const env: Record<string, string> = {
    ...PRODUCTION_ENV,
    PUBLIC_BASE_URL: origin,
    TRUSTED_PROXY_HOPS: "1",
    DATABASE_URL: database.appUrl,
    BACKGROUND_WORKER: "in-app",
    SFTP_SERVER: "off",
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LOG_LEVEL: "info",
    STRIPE_SECRET_KEY: "sk_test_production_journey",
    STRIPE_PUBLISHABLE_KEY: "pk_test_production_journey",
    PAYMENTS_PROVIDER: "stripe",
    IDENTITY_PROVIDER: "persona",
    PERSONA_API_KEY: PERSONA.apiKey,
    PERSONA_WEBHOOK_SECRET: PERSONA.webhookSecret,
    PERSONA_STANDARD_TRANSACTION_TYPE_ID: PERSONA.standardTypeId,
    PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: PERSONA.documentTypeId,
    ISSUING_PROVIDER: "stripe",
    // Production's throttles, except per IP: every call of the journey comes from 127.0.0.1.
    RATE_LIMIT_PARTNER_API: "600/1m",
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: "1000/15m",
    RATE_LIMIT_SIGN_IN_LINKS_PER_IP: "1000/1h",
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP: "1000/15m",
    // The preloads that send Stripe's and Persona's API calls to the fakes (nothing else).
    NODE_OPTIONS: [
      `--import=${path.join(ROOT, "tests/support/route-stripe.mjs")}`,
      `--import=${path.join(ROOT, "tests/support/route-persona.mjs")}`,
    ].join(" "),
    TEST_STRIPE_ROUTE: stripe.url,
    TEST_PERSONA_ROUTE: persona.url,
  };
  // The commands get these settings alone (and PATH and HOME), as on a server's shell; the app is
  // started as the other deployments' members are (e2e/support/cluster.ts), over the run's own
  // environment, which playwright.config.ts clears of anything that points elsewhere.
  const processEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env });

  let app: Member | undefined;
  return {
    origin,
    mails: mailbox.mails,
    command: (command, ...args) =>
      spawnSync(
        process.execPath,
        ["--enable-source-maps", path.join(ROOT, "scripts", "run-built.mjs"), command, ...args],
        {
          cwd: ROOT,
          env: {
            ...processEnv(),
            // Only `npm run migrate` is given the owner's role, as docs/deploy.md's release step.
            ...(command === "migrate" ? { MIGRATION_DATABASE_URL: database.ownerUrl } : {}),
            NODE_ENV: "production",
            DATA_DIR: path.join(".data", `e2e-deploy-${name}`),
          },
          encoding: "utf8",
          timeout: 120_000,
        },
      ),
    start: async () => {
      app = startMember({ name, kind: "app", port: appPort, env: processEnv(), keepData: true });
      await ready(app);
      return app;
    },
    stop: async () => {
      if (app && app.process.exitCode === null && app.process.signalCode === null) {
        app.process.kill("SIGTERM");
        await app.exited;
      }
      await stopProxy();
      await Promise.all([mailbox.close(), stripe.close(), persona.close()]);
      await database.drop();
    },
  };
}
