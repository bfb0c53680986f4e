import { connectSftp, loginFails } from "../../tests/support/sftp-client";

/**
 * Uploads a file to an app's SFTP server with ssh2's client, as an employer's system would, and
 * resolves once the server has accepted the close (the file is then queued for import).
 */
export async function sftpUpload(options: {
  port: number;
  username: string;
  password: string;
  remotePath: string;
  content: string;
}): Promise<void> {
  const session = await connectSftp(options.port, { username: options.username, password: options.password });
  try {
    await session.put(options.remotePath, options.content);
  } finally {
    session.end();
  }
}

/** Whether the server refuses the login. */
export const sftpLoginRefused = (options: { port: number; username: string; password: string }): Promise<boolean> =>
  loginFails(options.port, { username: options.username, password: options.password });
