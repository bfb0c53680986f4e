import { utils } from "ssh2";
import { describe, expect, it } from "vitest";

import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";

import { AppError } from "@/lib/errors/app-error";

import { parsePublicKey } from "./public-key";

const codeOf = (text: string) => {
  try {
    parsePublicKey(text);
    return "accepted";
  } catch (error) {
    return error instanceof AppError ? error.options.errors?.[0]?.code : String(error);
  }
};

describe("SSH public keys for SFTP accounts", () => {
  it("reads an OpenSSH line: the wire blob, the fingerprint as ssh-keygen shows it, the comment", () => {
    const keys = generateEd25519KeyPair("payroll@acme");
    const key = parsePublicKey(`  ${keys.public}\n`);
    expect(key.algorithm).toBe("ssh-ed25519");
    expect(key.comment).toBe("payroll@acme");
    expect(key.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(Buffer.from(key.publicKey, "base64").equals(Buffer.from(keys.public.split(" ")[1]!, "base64"))).toBe(true);
  });

  it.each([
    ["a private key", () => generateEd25519KeyPair().private, "ssh_key_private"],
    [
      "a PEM private key",
      () => "-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----",
      "ssh_key_private",
    ],
    ["garbage", () => "hello", "ssh_key_invalid"],
    ["a 1024-bit RSA key", () => utils.generateKeyPairSync("rsa", { bits: 1024 }).public, "ssh_key_unsupported"],
  ])("refuses %s", (_name, text, code) => {
    expect(codeOf(text())).toBe(code);
  });

  it("accepts ECDSA and 2048-bit RSA keys", () => {
    expect(codeOf(utils.generateKeyPairSync("ecdsa", { bits: 256 }).public)).toBe("accepted");
    expect(codeOf(utils.generateKeyPairSync("rsa", { bits: 2048 }).public)).toBe("accepted");
  });
});
