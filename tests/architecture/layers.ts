// The rooms of the house and the arrows each may draw, as data: every source file belongs to exactly
// one layer, and a layer imports its own files and the layers it names, nothing else (deny by
// default: a new folder belongs nowhere until a layer takes it, and an arrow not written here
// fails). docs/architecture.md's table is rendered from this (render-layers.ts); the test checks
// the page against it. Type-only imports count: a type pulled from a layer is still a dependency.

export type Layer = {
  /** The layer's name as the docs show it. */
  name: string;
  /** Folders and files (from the repository's root) that make it up; the longest match places a file. */
  paths: string[];
  /** What it is for, in a line. */
  holds: string;
  /** The layers it may import, by name. */
  may: string[];
  /** Single files of other layers it may import although it may not import their layer, each with why. */
  mayFiles?: Record<string, string>;
  /** The packages it may import, and no other (`node:` covers every built-in); undefined: any package but `never`. */
  packagesOnly?: string[];
  /** Packages it never imports. */
  packagesNever?: string[];
};

/** The layers below the HTTP pipeline know nothing of Next.js or React. */
const NOT_WEB = ["next", "react", "react-dom"];

/** Shared modules at the top of lib/: configuration, the logger, ids, small data structures. */
const FOUNDATION = "lib/*.ts";

export const LAYERS: Layer[] = [
  {
    name: "app",
    paths: ["app"],
    holds: "routes only: pages and thin route handlers",
    may: [
      "components",
      "lib/api",
      "lib/services",
      "lib/schemas",
      "lib/versions",
      "lib/domain",
      "lib/errors",
      "lib/portal",
      "lib/i18n",
      "lib/openapi",
      "lib/auth",
      "lib/mail",
      "lib/providers",
      "lib/throttles",
      FOUNDATION,
      "messages",
    ],
  },
  {
    name: "components",
    paths: ["components"],
    holds: "React: ui primitives, portal steps, HR views",
    may: ["hooks", "lib/client", "lib/domain", "lib/i18n", "lib/image", "lib/portal", "lib/schemas"],
  },
  {
    name: "hooks",
    paths: ["hooks"],
    holds: "React hooks per resource",
    may: ["lib/client", "lib/domain", "lib/portal", "lib/schemas"],
  },
  {
    name: "lib/api",
    paths: ["lib/api"],
    holds: "the HTTP pipeline: authentication, tenant scope, versions, problem+json",
    may: [
      "db",
      "lib/services",
      "lib/throttles",
      "lib/auth",
      "lib/crypto",
      "lib/domain",
      "lib/errors",
      "lib/i18n",
      "lib/portal",
      "lib/schemas",
      "lib/telemetry",
      "lib/versions",
      "lib/events",
      FOUNDATION,
    ],
    packagesNever: ["react", "react-dom"],
  },
  {
    name: "lib/services",
    paths: ["lib/services"],
    holds: "use cases, one per file",
    may: [
      "db",
      "lib/auth",
      "lib/crypto",
      "lib/domain",
      "lib/errors",
      "lib/i18n",
      "lib/mail",
      "lib/portal",
      "lib/providers",
      "lib/queue",
      "lib/schemas",
      "lib/telemetry",
      "lib/versions",
      "lib/events",
      "lib/webhooks",
      FOUNDATION,
    ],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/domain",
    paths: ["lib/domain"],
    holds: "pure rules, no I/O",
    may: [],
    packagesOnly: ["libphonenumber-js", "diff"],
  },
  {
    name: "lib/errors",
    paths: ["lib/errors"],
    holds: "AppError and the code catalog",
    may: [],
    packagesOnly: ["zod"],
  },
  {
    name: "lib/versions",
    paths: ["lib/versions"],
    holds: "one object per API version",
    may: ["lib/domain"],
    packagesOnly: [],
  },
  {
    name: "lib/schemas",
    paths: ["lib/schemas"],
    holds: "zod schemas: bodies, responses, query parameters",
    may: ["lib/domain", "lib/errors", "lib/versions"],
    packagesOnly: ["zod"],
  },
  {
    name: "lib/portal",
    paths: ["lib/portal"],
    holds: "the portal's pure rules and page-data types",
    may: ["lib/domain", "lib/schemas"],
    packagesOnly: [],
  },
  {
    name: "lib/client",
    paths: ["lib/client"],
    holds: "the browser's typed API client",
    may: ["lib/schemas"],
  },
  {
    name: "lib/i18n",
    paths: ["lib/i18n"],
    holds: "languages and messages",
    may: ["messages"],
  },
  { name: "lib/image", paths: ["lib/image"], holds: "image checks in the browser", may: ["lib/domain"] },
  {
    name: "lib/events",
    paths: ["lib/events"],
    holds: "the event log: recording (the outbox), per-employee sequences, payloads, readers and retention",
    may: ["db", "lib/domain", "lib/queue", "lib/telemetry", "lib/versions", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/webhooks",
    paths: ["lib/webhooks"],
    holds: "webhook delivery: the fair claim, signing, the SSRF-guarded post, retries and the circuit breaker",
    may: [
      "db",
      "lib/crypto",
      "lib/domain",
      "lib/errors",
      "lib/events",
      "lib/queue",
      "lib/telemetry",
      "lib/versions",
      FOUNDATION,
    ],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/throttles",
    paths: ["lib/throttles"],
    holds: "the throttles: rate limits per key in a store shared by every instance, the sign-in and partner limits",
    may: ["db", "lib/errors", "lib/telemetry", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/providers",
    paths: ["lib/providers"],
    holds: "outside services behind one interface each",
    may: ["db", "lib/auth", "lib/domain", "lib/errors", "lib/telemetry", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/queue",
    paths: ["lib/queue"],
    holds: "the one work queue: claim, lease, attempts, backoff and dead-letter as data per queue",
    may: ["db", "lib/errors", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/jobs",
    paths: ["lib/jobs"],
    holds: "the background worker",
    may: [
      "db",
      "lib/crypto",
      "lib/domain",
      "lib/errors",
      "lib/providers",
      "lib/queue",
      "lib/services",
      "lib/telemetry",
      // HR's invitations of everyone selected spend the employer's invitation throttle, as HR's requests do.
      "lib/throttles",
      "lib/events",
      "lib/webhooks",
      FOUNDATION,
    ],
    mayFiles: { "lib/api/idempotency": "the worker purges idempotency records" },
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/sftp",
    paths: ["lib/sftp"],
    holds: "the SFTP door for eligibility files",
    may: ["db", "lib/services", "lib/telemetry", "lib/throttles", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/auth",
    paths: ["lib/auth"],
    holds: "sessions, sealed cookies, passkeys, TOTP, OpenID Connect",
    may: [FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/crypto",
    paths: ["lib/crypto"],
    holds: "sealing under the keyring, keyed hashes",
    may: ["lib/domain", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/mail",
    paths: ["lib/mail"],
    holds: "composing and sending e-mail",
    may: ["db", "lib/domain", "lib/i18n", "lib/telemetry", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/openapi",
    paths: ["lib/openapi"],
    holds: "the OpenAPI document, built from the schemas and versions",
    may: ["lib/domain", "lib/errors", "lib/schemas", "lib/versions"],
  },
  {
    name: "lib/telemetry",
    paths: ["lib/telemetry"],
    holds: "traces and metrics, a leaf every server layer records into",
    may: [],
    packagesOnly: ["node:", "@opentelemetry/", "prom-client"],
  },
  {
    name: FOUNDATION,
    paths: ["lib/env", "lib/logger.ts", "lib/ids.ts", "lib/random-pool.ts", "lib/expiring-map.ts", "lib/lifecycle.ts"],
    holds: "configuration, the logger, ids, readiness and shutdown hooks",
    may: ["lib/domain", "lib/versions", "lib/telemetry"],
    packagesNever: NOT_WEB,
  },
  {
    name: "db",
    paths: ["db"],
    holds: "the Drizzle schema, the client, migrations, statement helpers",
    may: ["lib/domain", "lib/i18n", "lib/telemetry", FOUNDATION],
    packagesNever: NOT_WEB,
  },
  {
    name: "lib/seed",
    paths: ["lib/seed"],
    holds: "the demo data the first start writes (through the use cases)",
    may: ["db", "lib/auth", "lib/domain", "lib/schemas", "lib/services", FOUNDATION],
  },
  {
    name: "entry points",
    paths: ["scripts", "lib/server-startup.ts", "instrumentation.ts", "proxy.ts"],
    holds: "what starts things: the server, the worker, the CLIs, Next.js's hooks",
    may: ["*"],
  },
  { name: "messages", paths: ["messages"], holds: "the messages' JSON, data only", may: [] },
];

/** Folders of data a layer may import but that hold no source (JSON). */
export const DATA_LAYERS = new Set(["messages"]);

// Packages that only run on the server: a browser bundle that pulls one either breaks or ships secrets' code.
export const SERVER_ONLY_PACKAGES = [
  "node:",
  "server-only",
  "next/headers",
  "drizzle-orm",
  "pg",
  "@electric-sql/pglite",
  "ioredis",
  "ssh2",
  "pino",
  "stripe",
  "iron-session",
  "nodemailer",
  "openid-client",
  "@simplewebauthn/server",
];

/** The layers whose files the browser may run (what a "use client" file reaches at run time). */
export const BROWSER_LAYERS = [
  "components",
  "hooks",
  "lib/client",
  "lib/domain",
  "lib/errors",
  "lib/i18n",
  "lib/image",
  "lib/portal",
  "lib/schemas",
  "lib/versions",
];

/**
 * The portal's run-time budget (docs/portal.md): what an employee's phone downloads carries no
 * query cache, form library or schema validator; the HR area may. Types from them are fine.
 */
export const PORTAL = {
  from: ["app/(portal)", "app/invite"],
  packagesNever: ["@tanstack/react-query", "react-hook-form", "@hookform/resolvers", "zod"],
};
