/**
 * The data keys (issue 27 item 4; docs/deploy.md "Rotating keys"): several at once, each with an id,
 * one current. New values are sealed with the current key and carry its id, so a value names the
 * key it needs; values sealed before key ids ("v1") name none and are tried with each key (AES-GCM's
 * tag tells the right one at once). Pure: parsing the setting and the sealed text's header, no I/O.
 *
 * DATA_ENCRYPTION_KEYS="*2027-01=<base64 32 bytes>,2026-11=<base64 32 bytes>" — the current key
 * marked with a leading "*". DATA_ENCRYPTION_KEY alone keeps working: a ring of one, id "default".
 */

export type Keyring = {
  currentId: string;
  /** Every key the ring holds, current included, by id, in the order given. */
  keys: ReadonlyMap<string, Buffer>;
};

export type KeyringResult = { ok: true; keyring: Keyring } | { ok: false; setting: string; problem: string };

const ID = /^[A-Za-z0-9_.-]{1,32}$/;
export const SINGLE_KEY_ID = "default";

export function keyBytes(base64: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const bytes = Buffer.from(base64, "base64");
  return bytes.length === 32 ? bytes : undefined;
}

/** Whether a setting holds a key: 32 bytes, base64. */
export const isKeyBytes = (base64: string): boolean => keyBytes(base64) !== undefined;

/**
 * The ring from the settings, or what is wrong with them, naming the setting. Both settings given:
 * the single key must be one of the ring's (the moment of moving from one to the other), so a
 * forgotten old setting never silently means another key.
 */
export function parseKeyring(settings: { keys?: string; key?: string }): KeyringResult {
  const refuse = (setting: string, problem: string): KeyringResult => ({ ok: false, setting, problem });
  const single = settings.key?.trim() || undefined;
  const list = settings.keys?.trim() || undefined;
  if (!list) {
    if (!single) return refuse("DATA_ENCRYPTION_KEY", "is missing: set DATA_ENCRYPTION_KEYS or DATA_ENCRYPTION_KEY");
    const bytes = keyBytes(single);
    if (!bytes)
      return refuse("DATA_ENCRYPTION_KEY", "must be 32 random bytes, base64-encoded (openssl rand -base64 32)");
    return { ok: true, keyring: { currentId: SINGLE_KEY_ID, keys: new Map([[SINGLE_KEY_ID, bytes]]) } };
  }
  const keys = new Map<string, Buffer>();
  let currentId: string | undefined;
  for (const [index, entry] of list.split(",").entries()) {
    const trimmed = entry.trim();
    const current = trimmed.startsWith("*");
    const [id, value, ...rest] = (current ? trimmed.slice(1) : trimmed).split("=");
    const where = `entry ${index + 1}`;
    if (!id || value === undefined) return refuse("DATA_ENCRYPTION_KEYS", `${where} is not id=key`);
    if (!ID.test(id))
      return refuse("DATA_ENCRYPTION_KEYS", `${where}: an id is 1 to 32 letters, digits, '.', '_' or '-'`);
    if (keys.has(id)) return refuse("DATA_ENCRYPTION_KEYS", `the id ${id} is given twice`);
    // Base64 may end in "=": put back what the split took.
    const bytes = keyBytes([value, ...rest].join("="));
    if (!bytes) return refuse("DATA_ENCRYPTION_KEYS", `the key ${id} must be 32 random bytes, base64-encoded`);
    if ([...keys.values()].some((other) => other.equals(bytes)))
      return refuse("DATA_ENCRYPTION_KEYS", `the key ${id} repeats another id's key`);
    if (current) {
      if (currentId) return refuse("DATA_ENCRYPTION_KEYS", "marks more than one key current ('*')");
      currentId = id;
    }
    keys.set(id, bytes);
  }
  if (!currentId) return refuse("DATA_ENCRYPTION_KEYS", "marks no key current: put '*' before one id");
  if (single) {
    const bytes = keyBytes(single);
    if (!bytes || ![...keys.values()].some((key) => key.equals(bytes)))
      return refuse("DATA_ENCRYPTION_KEY", "is set beside DATA_ENCRYPTION_KEYS but is none of its keys: remove it");
  }
  return { ok: true, keyring: { currentId, keys } };
}

/** A sealed text value's parts: `v2:<keyId>:<iv>:<tag>:<body>`, or `v1:<iv>:<tag>:<body>` (no key id). */
export type SealedText = { keyId: string | null; iv: string; tag: string; body: string };

export function formatSealedText({ keyId, iv, tag, body }: SealedText & { keyId: string }): string {
  return ["v2", keyId, iv, tag, body].join(":");
}

export function parseSealedText(sealed: string): SealedText | undefined {
  const parts = sealed.split(":");
  if (parts[0] === "v1" && parts.length === 4) {
    const [, iv, tag, body] = parts;
    return iv && tag ? { keyId: null, iv, tag, body: body! } : undefined;
  }
  if (parts[0] === "v2" && parts.length === 5) {
    const [, keyId, iv, tag, body] = parts;
    return keyId && ID.test(keyId) && iv && tag ? { keyId, iv, tag, body: body! } : undefined;
  }
  return undefined;
}

/** The keys to try for a value, in order: the one it names; or, for a value before key ids, the current first. */
export function keysToTry(keyring: Keyring, keyId: string | null): Buffer[] {
  if (keyId !== null) {
    const key = keyring.keys.get(keyId);
    return key ? [key] : [];
  }
  const current = keyring.keys.get(keyring.currentId)!;
  return [current, ...[...keyring.keys.values()].filter((key) => key !== current)];
}
