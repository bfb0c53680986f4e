import { afterAll, beforeAll } from "vitest";

import { DEFAULT_PERSONA_STATUSES } from "@/lib/domain/identity/persona-settings";
import { setIdentityProvider } from "@/lib/providers/identity";
import { createPersonaIdentityProvider, type PersonaConfig } from "@/lib/providers/identity/persona";

import { startFakePersona, type FakePersona } from "./fake-persona";
import { late, type EnvOverrides } from "./http-harness";

/** The app's Persona settings for a test file: the file's own API key and webhook secret (by `tag`), the fake's transaction types. */
export const personaSettings = (tag: string) => ({
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: `persona_sandbox_fake_key_${tag}`,
  PERSONA_WEBHOOK_SECRET: `wbhsec_fake_secret_${tag}`,
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: "trntype_standard_fake",
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: "trntype_document_fake",
});
export type PersonaSettings = ReturnType<typeof personaSettings>;

/**
 * A fake Persona for a test file, started in beforeAll with these settings and closed in afterAll;
 * the identity provider is cleared on both sides, so the app builds its own from the file's env.
 * Call it before httpHarness, whose `env` then reads `env()`: the settings with the fake's URL.
 * `fake` stands for the started fake (reading it before beforeAll throws); `adapter` is the Persona
 * adapter itself against it, configured from the settings (files sent as multipart) but for `overrides`.
 * The fake decides by callback unless `decides` says `in-answer`; a file whose server should get
 * the callbacks says where with `fake.sendCallbacksTo`.
 */
export function fakePersonaForFile(
  settings: PersonaSettings,
  { decides }: { decides?: "by-callback" | "in-answer" } = {},
): {
  fake: FakePersona;
  env: () => EnvOverrides;
  adapter: (overrides?: Partial<PersonaConfig>) => ReturnType<typeof createPersonaIdentityProvider>;
} {
  const fake = late<FakePersona>("fake Persona");
  beforeAll(async () => {
    fake.fill(
      await startFakePersona({
        apiKey: settings.PERSONA_API_KEY,
        webhookSecret: settings.PERSONA_WEBHOOK_SECRET,
        standardTypeId: settings.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
        documentTypeId: settings.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
        ...(decides ? { decides } : {}),
      }),
    );
    setIdentityProvider(undefined);
  });
  afterAll(async () => {
    await fake.view.close();
    setIdentityProvider(undefined);
  });
  const adapter = (overrides: Partial<PersonaConfig> = {}) =>
    createPersonaIdentityProvider({
      apiKey: settings.PERSONA_API_KEY,
      apiBase: fake.view.url,
      standardTransactionTypeId: settings.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      documentTransactionTypeId: settings.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
      statuses: DEFAULT_PERSONA_STATUSES,
      fileEncoding: "multipart",
      ...overrides,
    });
  return { fake: fake.view, env: () => ({ ...settings, PERSONA_API_BASE: fake.view.url }), adapter };
}
