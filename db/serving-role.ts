import type { ClientBase } from "pg";

// The role the app serves with, apart from the one that owns the schema (issue 37; docs/deploy.md,
// "Database roles"). The migrator, connected as the owner, grants the serving role what the app
// needs after every migration, so a table a later migration adds is granted the same way, whatever
// the serving role is called. On the audit trail that is reading and appending only: its records
// leave through audit_purge_expired() and queued entries through audit_seal() (migration 0038),
// both running as the owner.

/** The statements that give `role` exactly the app's privileges, whatever it held before. */
export function servingRoleGrants(role: string, quote: (name: string) => string): string[] {
  const r = quote(role);
  return [
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${r}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${r}`,
    `GRANT USAGE ON SCHEMA public TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`,
    // The audit trail: read and append, nothing else.
    `REVOKE UPDATE, DELETE ON audit_records, audit_queue FROM ${r}`,
    `REVOKE INSERT, UPDATE, DELETE ON audit_purges FROM ${r}`,
    `GRANT EXECUTE ON FUNCTION audit_seal(jsonb), audit_purge_expired(text, text, integer) TO ${r}`,
    // Which migrations are applied: an instance without MIGRATION_DATABASE_URL checks that none is pending.
    `GRANT USAGE ON SCHEMA drizzle TO ${r}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${r}`,
  ];
}

/** Grants the serving role its privileges, in one transaction, as the owner (`client`). */
export async function grantServingRole(client: ClientBase, role: string): Promise<void> {
  await client.query("begin");
  try {
    for (const statement of servingRoleGrants(role, (name) => client.escapeIdentifier(name)))
      await client.query(statement);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/**
 * Why the role `client` is connected as could rewrite the audit trail — it is a superuser, owns the
 * trail's tables (or may act as their owner), or holds UPDATE, DELETE or TRUNCATE on one of them —
 * or undefined when it cannot. Production serves only with a role that cannot.
 */
export async function auditRewritableBy(client: Pick<ClientBase, "query">): Promise<string | undefined> {
  const { rows } = await client.query<{ role: string; superuser: boolean; owner: boolean; changes: boolean }>(`
    select current_user as role, r.rolsuper as superuser,
      bool_or(pg_has_role(current_user, c.relowner, 'MEMBER')) as owner,
      bool_or(has_table_privilege(c.oid, 'UPDATE') or has_table_privilege(c.oid, 'DELETE')
        or has_table_privilege(c.oid, 'TRUNCATE')) as changes
    from pg_roles r, pg_class c
    where r.rolname = current_user and c.oid in ('audit_records'::regclass, 'audit_queue'::regclass, 'audit_purges'::regclass)
    group by r.rolname, r.rolsuper`);
  const [role] = rows;
  if (!role) return "cannot be checked";
  if (role.superuser) return `(${role.role}) is a superuser`;
  if (role.owner) return `(${role.role}) owns the audit trail's tables`;
  if (role.changes) return `(${role.role}) holds UPDATE, DELETE or TRUNCATE on the audit trail's tables`;
  return undefined;
}
