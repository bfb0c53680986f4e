import { Client } from "ssh2";

/**
 * Uploads a file to an app's SFTP server with ssh2's client, as an employer's system would, and
 * resolves once the server has accepted the close (the file is then queued for import).
 */
export function sftpUpload(options: {
  port: number;
  username: string;
  password: string;
  remotePath: string;
  content: string;
}): Promise<void> {
  return withSftp(options, (sftp, done) => {
    const stream = sftp.createWriteStream(options.remotePath);
    stream.on("error", done);
    stream.on("close", () => done());
    stream.end(Buffer.from(options.content));
  });
}

/** Whether the server refuses the login. */
export async function sftpLoginRefused(options: {
  port: number;
  username: string;
  password: string;
}): Promise<boolean> {
  return withSftp(options, (_sftp, done) => done()).then(
    () => false,
    (error: unknown) => /authentication methods failed/i.test(String(error)),
  );
}

function withSftp(
  options: { port: number; username: string; password: string },
  work: (sftp: import("ssh2").SFTPWrapper, done: (error?: Error) => void) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.on("error", reject);
    client.on("ready", () =>
      client.sftp((error, sftp) => {
        if (error) return reject(error);
        work(sftp, (failure) => {
          client.end();
          if (failure) reject(failure);
          else resolve();
        });
      }),
    );
    client.connect({
      host: "127.0.0.1",
      port: options.port,
      username: options.username,
      password: options.password,
      readyTimeout: 10_000,
    });
  });
}
