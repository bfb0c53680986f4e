// @module-tag embedded-db — also on PGlite: a data migration, applied on PGlite as on PostgreSQL.
import { describe, expect, it } from "vitest";

import { scratchBeforeMigration } from "../support/migration-scratch";

// The migration that keeps single sign-on links as (issuer, subject), on a database holding links
// from before it (a subject alone): each is stamped with its employer's issuer, the only provider
// it can have come from; an employer whose single sign-on was removed has no issuer to stamp, so
// its links are cleared.

const scratch = scratchBeforeMigration('ADD COLUMN "sso_issuer"');

describe("migration: single sign-on links by issuer", () => {
  it("stamps each link with its employer's issuer, clears those of an employer without single sign-on", async () => {
    const q = scratch.query;
    await q(`insert into employers (id, name) values ('empr_a', 'With SSO'), ('empr_b', 'SSO removed')`);
    await q(
      `insert into employer_sso (employer_id, enabled, issuer, client_id, allowed_domains, role_claim, role_mapping, required)
       values ('empr_a', true, 'https://idp.example/a', 'c', '["a.example"]', 'groups', '{}', false)`,
    );
    await q(
      `insert into admin_users (id, employer_id, email, name, role, sso_subject) values
       ('adm_linked', 'empr_a', 'l@a.example', 'L', 'admin', '00u-1'),
       ('adm_password', 'empr_a', 'p@a.example', 'P', 'owner', null),
       ('adm_orphan', 'empr_b', 'o@b.example', 'O', 'admin', '00u-1')`,
    );
    await scratch.migrate();
    expect(await q(`select id, sso_issuer, sso_subject from admin_users order by id`)).toEqual([
      { id: "adm_linked", sso_issuer: "https://idp.example/a", sso_subject: "00u-1" },
      { id: "adm_orphan", sso_issuer: null, sso_subject: null },
      { id: "adm_password", sso_issuer: null, sso_subject: null },
    ]);
    // Issuer and subject go together from now on.
    await expect(q(`update admin_users set sso_issuer = null where id = 'adm_linked'`)).rejects.toThrow(
      /admin_users_sso_link_ck/,
    );
  });
});
