import { z } from "zod";

import { area, requireIn } from "./area";
import { rateLimit } from "./fields";

/** The SFTP door for eligibility files (docs/eligibility-files.md). */
export const sftp = area({
  fields: {
    // The SFTP door for eligibility files (docs/eligibility-files.md). in-app: the server listens
    // for SFTP itself; off: run `npm run sftp`. Unset: in-app on the embedded database (it serves
    // one process), off on PostgreSQL, where several app instances would all want the one port.
    SFTP_SERVER: z.enum(["in-app", "off"]).optional(),
    SFTP_PORT: z.coerce.number().int().min(1).max(65_535).default(2222),
    SFTP_LISTEN_ADDRESS: z.union([z.ipv4(), z.ipv6()]).default("0.0.0.0"),
    // What HR is told to connect to (the admin page, demo.json); unset: PUBLIC_BASE_URL's host and SFTP_PORT.
    SFTP_PUBLIC_HOST: z.string().trim().min(1).max(253).optional(),
    SFTP_PUBLIC_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // The server's host private key (OpenSSH or PEM text; "\n" escapes are read as line breaks).
    // Generated into DATA_DIR outside production; required in production wherever the server runs.
    SFTP_HOST_KEY: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.replace(/\\n/g, "\n") : undefined)),
    // Largest file, and most bytes and files waiting to be imported per SFTP account.
    SFTP_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 ** 3)
      .default(64 * 1024 * 1024),
    SFTP_MAX_ACCOUNT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 ** 3)
      .default(256 * 1024 * 1024),
    SFTP_MAX_ACCOUNT_FILES: z.coerce.number().int().min(1).max(10_000).default(50),
    RATE_LIMIT_SFTP_AUTH_FAILURES_PER_ACCOUNT: rateLimit("10/15m"),
    RATE_LIMIT_SFTP_AUTH_FAILURES_PER_IP: rateLimit("30/15m"),
  },
  production: (env, issue) => {
    // SFTP_SERVER=in-app here means "this process serves SFTP" (the app with it in-app, or `npm run sftp`).
    if (env.SFTP_SERVER === "in-app")
      requireIn(env, issue)(
        "SFTP_HOST_KEY",
        "this process runs the SFTP server, and clients pin its host key: it is never generated in production",
      );
  },
});
