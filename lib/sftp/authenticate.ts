import type { AuthContext } from "ssh2";

import { getDb } from "@/db/client";
import { forgive, peek, penalize, ThrottleStoreError } from "@/lib/throttles/rate-limit";
import { addressSubject } from "@/lib/throttles/throttle-keys";
import { sftpAuthThrottles } from "@/lib/throttles/throttles";
import { logger } from "@/lib/logger";
import { recordSftpLogin } from "@/lib/services/sftp-accounts/record-sftp-login";
import { verifySftpKey } from "@/lib/services/sftp-accounts/verify-sftp-key";
import { verifySftpPassword } from "@/lib/services/sftp-accounts/verify-sftp-password";
import { type SftpLogin } from "@/lib/services/sftp-accounts/authenticate-sftp-login";
import { anonymousContext } from "@/lib/services/context";
import { countThrottleRefusal } from "@/lib/telemetry/metrics";

/** Like OpenSSH's MaxAuthTries: a connection that fails this often is closed. */
export const MAX_FAILURES_PER_CONNECTION = 6;
const METHODS = ["publickey", "password"] as const;

/**
 * One SSH authentication request. Password guesses and signatures that do not verify count
 * against the user name and the client address (rate-limiter-flexible, the same store as the
 * HTTP throttles, so the counts hold across instances); past either limit even the right
 * password is refused until the window ends. Asking whether a key would do is no guess and is
 * not counted, nor is "none", which every client tries first. The store unreachable: refused.
 * Returns the login once accepted, "failed" for a counted failure, undefined otherwise.
 */
export async function authenticate(ctx: AuthContext, address: string): Promise<SftpLogin | "failed" | undefined> {
  const reject = () => ctx.reject([...METHODS]);
  if (ctx.method !== "password" && ctx.method !== "publickey") return (reject(), undefined);
  const db = await getDb();
  const { byAccount, byAddress } = sftpAuthThrottles();
  const account = ctx.username.trim().toLowerCase().slice(0, 100);
  const ip = addressSubject(address);
  try {
    if (ctx.method === "publickey" && !ctx.signature) {
      if (await verifySftpKey({ ctx: anonymousContext(db), username: ctx.username, keyBlob: ctx.key.data }))
        ctx.accept();
      else reject();
      return undefined;
    }
    const [accountState, ipState] = await Promise.all([peek(byAccount, account), peek(byAddress, ip)]);
    if (accountState.refused || ipState.refused) {
      countThrottleRefusal(accountState.refused ? byAccount.name : byAddress.name);
      logger.warn(
        { sftpUser: account, throttled: accountState.refused ? byAccount.name : byAddress.name },
        "sftp login refused: too many failures",
      );
      return (reject(), "failed");
    }
    const login =
      ctx.method === "password"
        ? await verifySftpPassword({ ctx: anonymousContext(db), username: ctx.username, password: ctx.password })
        : await verifySftpKey({
            ctx: anonymousContext(db),
            username: ctx.username,
            keyBlob: ctx.key.data,
            signed: { blob: ctx.blob!, signature: ctx.signature!, hashAlgo: ctx.hashAlgo },
          });
    if (!login) {
      await Promise.all([penalize(byAccount, account), penalize(byAddress, ip)]);
      logger.info({ sftpUser: account, method: ctx.method }, "sftp login failed");
      return (reject(), "failed");
    }
    await forgive(byAccount, account);
    await recordSftpLogin({ ctx: anonymousContext(db), accountId: login.accountId });
    ctx.accept();
    logger.info(
      { sftpUser: login.username, accountId: login.accountId, employerId: login.employerId, method: ctx.method },
      "sftp login",
    );
    return login;
  } catch (error) {
    logger.error(
      { err: error instanceof ThrottleStoreError ? error.cause : error },
      "sftp authentication failed closed",
    );
    reject();
    return "failed";
  }
}
