import type { AddressInfo } from "node:net";

// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2, { type Connection } from "ssh2";

import { getEnv, type Env } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { UploadLimits } from "@/lib/services/eligibility-files/receive-upload";
import type { SftpLogin } from "@/lib/services/sftp-accounts/authenticate-sftp-login";
import { countSftpLogin } from "@/lib/telemetry/metrics";
import { inSpan, openSpan, SpanKind } from "@/lib/telemetry/tracing";

import { authenticate, MAX_FAILURES_PER_CONNECTION } from "./authenticate";
import { hostKeyFingerprint, loadHostKey } from "./host-key";
import { serveSftp } from "./session";

export type SftpServer = { port: number; fingerprint: string; close: () => Promise<void> };

export type SftpServerOptions = {
  port?: number;
  host?: string;
  limits?: Partial<UploadLimits>;
  /** A connection that has not signed in by then is closed (OpenSSH's LoginGraceTime). */
  loginGraceMs?: number;
  /** A signed-in connection with no request for this long is closed. */
  idleMs?: number;
};

const MAX_SESSIONS_PER_CONNECTION = 4;

/**
 * The SFTP door for eligibility files: ssh2's server (the protocol is the library's, never ours),
 * SFTP only — no shell, exec, port forwarding or other subsystem. Resolves once listening; a port
 * that cannot be opened rejects, so start-up stops instead of running without the door.
 */
export async function startSftpServer(options: SftpServerOptions = {}, env: Env = getEnv()): Promise<SftpServer> {
  const hostKey = loadHostKey(env);
  const limits: UploadLimits = {
    maxFileBytes: options.limits?.maxFileBytes ?? env.SFTP_MAX_FILE_BYTES,
    maxAccountBytes: options.limits?.maxAccountBytes ?? env.SFTP_MAX_ACCOUNT_BYTES,
    maxAccountFiles: options.limits?.maxAccountFiles ?? env.SFTP_MAX_ACCOUNT_FILES,
  };
  const connections = new Set<Connection>();
  const sessions = new Set<Promise<void>>();
  const server = new ssh2.Server({ hostKeys: [hostKey], ident: "benefits-sftp" }, (client, info) => {
    connections.add(client);
    const ended = serveConnection(client, info.ip, limits, options);
    sessions.add(ended);
    void ended.finally(() => {
      sessions.delete(ended);
      connections.delete(client);
    });
  });
  server.maxConnections = 500;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? env.SFTP_PORT, options.host ?? env.SFTP_LISTEN_ADDRESS, () => {
      server.off("error", reject);
      resolve();
    });
  }).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `The SFTP server could not listen on ${options.host ?? env.SFTP_LISTEN_ADDRESS}:${options.port ?? env.SFTP_PORT} (${code ?? "error"}): set SFTP_PORT, or SFTP_SERVER=off and run \`npm run sftp\` once elsewhere.`,
      { cause: error },
    );
  });
  server.on("error", (error: Error) => logger.error({ err: error }, "sftp server error"));
  const port = (server.address() as AddressInfo).port;
  const fingerprint = hostKeyFingerprint(hostKey);
  logger.info({ port, fingerprint }, "sftp server listening");
  return {
    port,
    fingerprint,
    // Stops taking connections and ends the open ones; an upload not yet closed is dropped (the
    // client sees the connection end and sends it again), a file already queued is the worker's.
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of connections) client.end();
      await Promise.all([closed, ...sessions]);
    },
  };
}

function serveConnection(
  client: Connection,
  address: string,
  limits: UploadLimits,
  options: SftpServerOptions,
): Promise<void> {
  let login: SftpLogin | undefined;
  let failures = 0;
  let openSessions = 0;
  const closers: Array<() => Promise<void>> = [];
  const grace = setTimeout(() => client.end(), options.loginGraceMs ?? 30_000);
  let idle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => client.end(), options.idleMs ?? 10 * 60_000);
  };

  client.on("authentication", (ctx) => {
    const method = ctx.method;
    void inSpan("sftp login", { attributes: { "sftp.auth_method": method } }, async (span) => {
      const result = await authenticate(ctx, address);
      // "none" and the public-key probe are no attempts: only a decision is counted.
      if (result === "failed" || result) countSftpLogin(result !== "failed");
      span?.setAttribute("sftp.login_outcome", result === "failed" ? "failure" : result ? "success" : "none");
      return result;
    }).then((result) => {
      if (result === "failed" && ++failures >= MAX_FAILURES_PER_CONNECTION) client.end();
      else if (result && result !== "failed") login = result;
    });
  });
  client.on("ready", () => {
    clearTimeout(grace);
    touch();
    client.on("session", (accept, reject) => {
      if (!login || openSessions >= MAX_SESSIONS_PER_CONNECTION) return reject();
      openSessions += 1;
      const session = accept();
      const signedIn = login;
      // The session is a span; each SFTP request served in it is a child (lib/sftp/session.ts).
      const span = openSpan("sftp session", {
        kind: SpanKind.SERVER,
        attributes: { "sftp.account_id": signedIn.accountId, "employer.id": signedIn.employerId },
      });
      session.on("sftp", (acceptSftp) => {
        const served = serveSftp(acceptSftp(), signedIn, limits, touch, span);
        closers.push(served.close);
      });
      for (const refused of ["exec", "shell", "pty", "subsystem", "x11", "auth-agent", "env", "signal"] as const) {
        session.on(refused, (_accept: unknown, rejectRequest?: () => void) => rejectRequest?.());
      }
      session.on("close", () => {
        openSessions -= 1;
        span.end();
      });
    });
    client.on("tcpip", (_accept, rejectForward) => rejectForward());
    client.on("request", (_accept, rejectRequest) => rejectRequest?.());
  });
  // A client that goes away mid-handshake, or resets the connection, is no error of ours.
  client.on("error", (error: Error) => logger.debug({ err: error }, "sftp connection error"));
  return new Promise<void>((resolve) => {
    client.on("close", () => {
      clearTimeout(grace);
      clearTimeout(idle);
      void Promise.all(closers.map((close) => close())).finally(resolve);
    });
  });
}
