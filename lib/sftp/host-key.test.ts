import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";

import { parseEnv } from "@/lib/env";
import { PRODUCTION_SETTINGS } from "@/lib/env/fixtures";

import { hostKeyFingerprint, loadHostKey } from "./host-key";

describe("the SFTP host key", () => {
  it("is generated once into the data directory outside production, then reused", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "host-key-"));
    const first = loadHostKey(parseEnv({ DATA_DIR: dataDir }));
    expect(first).toMatch(/BEGIN OPENSSH PRIVATE KEY/);
    expect(fs.statSync(path.join(dataDir, "sftp_host_ed25519_key")).mode & 0o777).toBe(0o600);
    expect(loadHostKey(parseEnv({ DATA_DIR: dataDir }))).toBe(first);
    expect(hostKeyFingerprint(first)).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is never generated in production", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "host-key-"));
    expect(() => loadHostKey(parseEnv({ ...PRODUCTION_SETTINGS, DATA_DIR: dataDir }))).toThrow(
      /SFTP_HOST_KEY: is required when APP_ENV=production/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes SFTP_HOST_KEY, refusing one that is not a private key", () => {
    const keys = generateEd25519KeyPair();
    expect(loadHostKey(parseEnv({ ...PRODUCTION_SETTINGS, SFTP_HOST_KEY: keys.private }))).toBe(keys.private);
    expect(() => loadHostKey(parseEnv({ SFTP_HOST_KEY: keys.public }))).toThrow(
      /SFTP_HOST_KEY: must be an unencrypted SSH private key/,
    );
    expect(() => loadHostKey(parseEnv({ SFTP_HOST_KEY: "not a key" }))).toThrow(/SFTP_HOST_KEY/);
  });
});
