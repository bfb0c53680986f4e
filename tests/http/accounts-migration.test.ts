// @module-tag embedded-db — also on PGlite: the newest data migration, applied on PGlite as on PostgreSQL.
import { describe, expect, it } from "vitest";

import { hashPassword } from "@/lib/auth/password";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/recovery-codes";
import { generateTotpSecret } from "@/lib/auth/totp";
import { derivedKey, encrypt } from "@/lib/crypto/encryption";
import { signInAdmin as passwordSignIn } from "@/lib/services/admin/sign-in-admin";
import { verifyFactor } from "@/lib/services/accounts/verify-factor";
import { anonymousContext } from "@/lib/services/context";

import { totpCodeNow } from "../support/hr-browser";
import { scratchBeforeMigration } from "../support/migration-scratch";

// The migration that moves HR's credentials, factors and sessions to accounts (0040), on a database
// holding a person from before it: each HR person becomes an account of the `hr` realm under the
// same id, and what was bound to that id still works — the person signs in with the same password,
// the authenticator app sealed before still opens and gives a code that passes, a recovery code
// given out before still matches, and passkeys, sessions and challenges follow the person.

const scratch = scratchBeforeMigration('CREATE TABLE "accounts"');

describe("migration: HR people become accounts", () => {
  it("keeps every HR person's password, factors and sessions working under the same id", async () => {
    const q = scratch.query;
    const password = "correct horse battery staple";
    const secret = generateTotpSecret();
    const [code] = generateRecoveryCodes();
    const id = "adm_before";
    await q(`insert into employers (id, name) values ('empr_a', 'Acme')`);
    await q(
      `insert into admin_users (id, employer_id, email, name, role, password_hash, session_version, last_sign_in_at)
       values ('${id}', 'empr_a', 'pat@acme.example', 'Pat', 'owner', '${await hashPassword(password)}', 3, now())`,
    );
    // Sealed and hashed exactly as before accounts: the TOTP label and the recovery codes' key
    // purpose are written out here, so a change to either in the code fails this test.
    const sealed = encrypt(secret, `admin_totp.secret:${id}`);
    await q(`insert into admin_totp (admin_id, secret_encrypted, confirmed_at) values ('${id}', '${sealed}', now())`);
    const codeHash = hashRecoveryCode({ code: code!, key: derivedKey("hr-recovery-codes"), accountId: id });
    await q(`insert into admin_recovery_codes (id, admin_id, code_hash) values ('rcv_1', '${id}', '${codeHash}')`);
    await q(
      `insert into admin_passkeys (id, admin_id, credential_id, public_key, counter, transports, name, backed_up)
       values ('pkey_1', '${id}', 'cred-1', 'pk', 0, '[]', 'Laptop', false)`,
    );
    await q(
      `insert into admin_sessions (id, admin_id, employer_id, stage, method, expires_at)
       values ('sess_1', '${id}', 'empr_a', 'active', 'password', now() + interval '1 hour')`,
    );
    await q(
      `insert into webauthn_challenges (challenge, purpose, admin_id, expires_at)
       values ('chal_1', 'step_up', '${id}', now() + interval '5 minutes')`,
    );

    await scratch.migrate();

    expect(await q(`select id, realm, email, name, session_version from accounts`)).toEqual([
      { id, realm: "hr", email: "pat@acme.example", name: "Pat", session_version: 3 },
    ]);
    expect(await q(`select id, employer_id, role from admin_users`)).toEqual([
      { id, employer_id: "empr_a", role: "owner" },
    ]);
    for (const table of ["account_passkeys", "account_sessions", "account_recovery_codes", "account_totp"])
      expect(await q(`select account_id from ${table}`), table).toEqual([{ account_id: id }]);
    expect(await q(`select account_id from webauthn_challenges`)).toEqual([{ account_id: id }]);

    // The use cases, on the migrated database: the password, the app's code and the recovery code.
    const ctx = anonymousContext(scratch.db());
    const admin = await passwordSignIn({ ctx, email: "PAT@acme.example ", password });
    expect(admin).toMatchObject({
      id,
      employerId: "empr_a",
      role: "owner",
      email: "pat@acme.example",
      sessionVersion: 3,
    });
    expect(await verifyFactor({ ctx, accountId: id, proof: { method: "totp", code: totpCodeNow(secret) } })).toBe(true);
    expect(await verifyFactor({ ctx, accountId: id, proof: { method: "recovery_code", code: code! } })).toBe(true);

    // One e-mail per realm: another HR account cannot take it; an operator's account of the same person can.
    await expect(
      q(`insert into accounts (id, realm, email, name) values ('adm_twin', 'hr', 'pat@acme.example', 'Twin')`),
    ).rejects.toThrow(/accounts_realm_email_uq/);
    await q(`insert into accounts (id, realm, email, name) values ('op_pat', 'operator', 'pat@acme.example', 'Pat')`);
    await expect(
      q(`insert into accounts (id, realm, email, name) values ('x_1', 'partner', 'x@acme.example', 'X')`),
    ).rejects.toThrow(/accounts_realm_ck/);

    // Removing the account removes the membership and everything that was the person's.
    await q(`delete from accounts where id = '${id}'`);
    for (const table of [
      "admin_users",
      "account_passkeys",
      "account_sessions",
      "account_recovery_codes",
      "account_totp",
    ])
      expect(await q(`select count(*)::int as n from ${table}`), table).toEqual([{ n: 0 }]);
  });
});
