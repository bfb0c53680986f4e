import fs from "node:fs";
import path from "node:path";

// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2 from "ssh2";

import type { Env } from "@/lib/env";
import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";
import { fingerprintOf } from "@/lib/services/sftp-accounts/public-key";

const KEY_FILE = "sftp_host_ed25519_key";

/**
 * The SFTP server's host private key. SFTP_HOST_KEY when set (checked here: a key that does not
 * parse stops start-up, naming the setting). Outside production, otherwise, an Ed25519 key
 * generated once into DATA_DIR, so clients see the same host key across restarts. Production
 * without it refuses to start: a key made per instance would change under the clients' feet.
 */
export function loadHostKey(env: Env): string {
  if (env.SFTP_HOST_KEY) {
    const parsed = ssh2.utils.parseKey(env.SFTP_HOST_KEY);
    const key = parsed instanceof Error ? undefined : Array.isArray(parsed) ? parsed[0] : parsed;
    if (!key?.isPrivateKey())
      throw new Error(
        "Invalid configuration:\n  SFTP_HOST_KEY: must be an unencrypted SSH private key (OpenSSH or PEM), e.g. from ssh-keygen -t ed25519 -N ''",
      );
    return env.SFTP_HOST_KEY;
  }
  if (env.APP_ENV === "production") {
    throw new Error(
      "Invalid configuration:\n  SFTP_HOST_KEY: is required when APP_ENV=production and the SFTP server runs (clients pin the server's host key)",
    );
  }
  const file = path.resolve(env.DATA_DIR, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, generateEd25519KeyPair("benefits-onboarding sftp").private, {
        mode: 0o600,
        flag: "wx",
      });
    } catch (error) {
      // Another process of this data directory wrote it first: theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return fs.readFileSync(file, "utf8");
}

/** The host key's SHA256 fingerprint, as clients show it on first connection. */
export function hostKeyFingerprint(privateKey: string): string {
  const parsed = ssh2.utils.parseKey(privateKey);
  const key = parsed instanceof Error ? undefined : Array.isArray(parsed) ? parsed[0] : parsed;
  return key ? fingerprintOf(key.getPublicSSH()) : "";
}
