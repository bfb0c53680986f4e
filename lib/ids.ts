import { randomByte } from "./random-pool";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export type IdPrefix =
  | "empr"
  | "empl"
  | "cli"
  | "evt"
  | "req"
  | "card"
  | "agr"
  | "whep"
  | "msg"
  | "atr"
  | "idv"
  | "doc"
  | "sit"
  | "mail"
  | "adm"
  | "opr"
  | "oinv"
  | "trm"
  | "imp"
  | "sftp"
  | "sshk"
  | "sfil"
  | "elf"
  | "aan"
  | "chg"
  | "ntf"
  | "aud"
  | "pkey"
  | "rcv"
  | "tinv"
  | "ers"
  | "prt"
  | "irun";

/** Random base62 string; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

/** Ids are opaque prefixed strings (`empl_…`) where the contract leaves the type open. */
export function createId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(22)}`;
}

export function hasPrefix(value: string, prefix: IdPrefix): boolean {
  return value.startsWith(`${prefix}_`) && /^[A-Za-z0-9]{1,64}$/.test(value.slice(prefix.length + 1));
}
