import { Client, type ConnectConfig, type SFTPWrapper } from "ssh2";

// ssh2's SFTP client against a server on this machine: the HTTP tests' SFTP door, and the
// browser tests' apps (no database or use case here).

export type SftpSession = {
  sftp: SFTPWrapper;
  put: (remote: string, content: Buffer | string) => Promise<void>;
  get: (remote: string) => Promise<Buffer>;
  list: (remote: string) => Promise<string[]>;
  /** The error an operation fails with (the test asserts it fails). */
  failure: (
    operation: (sftp: SFTPWrapper, done: (error?: Error | null) => void) => void,
  ) => Promise<Error & { code?: number }>;
  end: () => void;
};

/** ssh2's own SFTP client, signed in to the test server. */
export function connectSftp(
  port: number,
  auth: Pick<ConnectConfig, "username" | "password" | "privateKey">,
): Promise<SftpSession> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.on("error", reject);
    client.on("ready", () =>
      client.sftp((error, sftp) => {
        if (error) return reject(error);
        const promised = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
          new Promise<T>((ok, fail) => run((failure, value) => (failure ? fail(failure) : ok(value as T))));
        resolve({
          sftp,
          put: (remote, content) =>
            new Promise<void>((ok, fail) => {
              const stream = sftp.createWriteStream(remote);
              stream.on("error", fail);
              stream.on("close", () => ok());
              stream.end(typeof content === "string" ? Buffer.from(content) : content);
            }),
          get: (remote) => promised<Buffer>((done) => sftp.readFile(remote, (failure, data) => done(failure, data))),
          list: (remote) =>
            promised<string[]>((done) =>
              sftp.readdir(remote, (failure, entries) => done(failure, entries?.map((entry) => entry.filename).sort())),
            ),
          failure: (operation) =>
            new Promise((ok, fail) =>
              operation(sftp, (failure) =>
                failure ? ok(failure as Error & { code?: number }) : fail(new Error("the operation succeeded")),
              ),
            ),
          end: () => client.end(),
        });
      }),
    );
    client.connect({ host: "127.0.0.1", port, readyTimeout: 10_000, ...auth });
  });
}

/** Whether the connection is refused at authentication (the error ssh2's client gives then). */
export async function loginFails(
  port: number,
  auth: Pick<ConnectConfig, "username" | "password" | "privateKey">,
): Promise<boolean> {
  try {
    (await connectSftp(port, auth)).end();
    return false;
  } catch (error) {
    return /authentication methods failed/i.test(String(error));
  }
}
