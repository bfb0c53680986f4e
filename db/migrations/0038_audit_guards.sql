-- The audit trail's guards against the role the app serves with (issue 37; docs/security.md#audit-trail).
-- Where the app serves with a role of its own (MIGRATION_DATABASE_URL, docs/deploy.md), that role is
-- granted SELECT and INSERT on the trail's tables and EXECUTE on the two functions below, nothing
-- more (db/serving-role.ts): queued entries leave the queue only by being sealed, and records leave
-- the trail only by the retention purge. Both functions run as the role that owns the tables.

-- Queued entries are not changed: no UPDATE or TRUNCATE, whoever asks, short of disabling the trigger.
CREATE FUNCTION audit_queue_no_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'queued audit entries are not changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_queue_no_change BEFORE UPDATE ON "audit_queue" FOR EACH ROW EXECUTE FUNCTION audit_queue_no_change();
--> statement-breakpoint
CREATE TRIGGER audit_queue_no_truncate BEFORE TRUNCATE ON "audit_queue" FOR EACH STATEMENT EXECUTE FUNCTION audit_queue_no_change();
--> statement-breakpoint
-- A queued entry leaves the queue only by being sealed: by the time the transaction that deletes it
-- commits, audit_records must hold a record with its id saying the same thing, or the commit fails.
-- audit_seal below is how the app seals; the sealer of earlier releases (delete, then insert, in
-- one transaction) passes too, so workers of the previous release keep sealing during a roll.
CREATE FUNCTION audit_queue_left_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM public.audit_records r
    WHERE r.id = OLD.id AND r.employer_id IS NOT DISTINCT FROM OLD.employer_id AND r.occurred_at = OLD.occurred_at
      AND r.actor_type = OLD.actor_type AND r.actor_id = OLD.actor_id AND r.actor_role IS NOT DISTINCT FROM OLD.actor_role
      AND r.action = OLD.action AND r.target_type IS NOT DISTINCT FROM OLD.target_type
      AND r.target_id IS NOT DISTINCT FROM OLD.target_id AND r.details = OLD.details
      AND r.request_id IS NOT DISTINCT FROM OLD.request_id AND r.ip_address IS NOT DISTINCT FROM OLD.ip_address
      AND r.user_agent IS NOT DISTINCT FROM OLD.user_agent
  ) THEN
    RAISE EXCEPTION 'queued audit entries leave the queue only by being sealed (% was not)', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_queue_leaves_sealed AFTER DELETE ON "audit_queue" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_queue_left_sealed();
--> statement-breakpoint
-- Seals queued entries: each named entry is taken from the queue and written to audit_records with
-- the chain columns the sealer computed (sequence, previous hash, hash, the key it is keyed with,
-- retain_until) and, for everything else, the queue's own row — so what an entry says cannot change
-- on the way. Every named entry must still be queued; a retain_until under a year after the entry
-- (the least AUDIT_RETENTION_DAYS allows) is refused.
CREATE FUNCTION audit_seal(sealed jsonb) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  moved integer;
BEGIN
  WITH chain AS (
    SELECT * FROM jsonb_to_recordset(sealed)
      AS s(id text, sequence bigint, previous_hash text, hash text, hash_key text, retain_until timestamptz)
  ), taken AS (
    DELETE FROM public.audit_queue q USING chain c WHERE q.id = c.id RETURNING q.*
  )
  INSERT INTO public.audit_records (id, employer_id, occurred_at, actor_type, actor_id, actor_role, action,
    target_type, target_id, details, request_id, ip_address, user_agent, sequence, previous_hash, hash,
    hash_key, retain_until)
  SELECT t.id, t.employer_id, t.occurred_at, t.actor_type, t.actor_id, t.actor_role, t.action, t.target_type,
    t.target_id, t.details, t.request_id, t.ip_address, t.user_agent, c.sequence, c.previous_hash, c.hash,
    c.hash_key, c.retain_until
  FROM taken t JOIN chain c ON c.id = t.id
  WHERE c.retain_until >= t.occurred_at + interval '8760 hours';
  GET DIAGNOSTICS moved = ROW_COUNT;
  IF moved <> jsonb_array_length(sealed) THEN
    RAISE EXCEPTION 'audit_seal: % of % entries are queued, with a retention of a year or more', moved, jsonb_array_length(sealed)
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN moved;
END
$$;
--> statement-breakpoint
-- The retention purge of one chain ('' for the platform's): removes the records at the head of the
-- chain that are past their retain_until — only a prefix, stopping at the first record still kept,
-- at most batch_size — and never a record less than a year old, whatever its retain_until says.
-- Notes where the chain now starts (audit_purges, under mark_id) and returns it; nothing when
-- nothing was due. One purge of a chain at a time (a transaction-level advisory lock).
CREATE FUNCTION audit_purge_expired(chain text, mark_id text, batch_size integer)
RETURNS TABLE (purged_through bigint, purged_hash text, purged_records bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  first_kept bigint;
  first_held bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_purge_expired:' || chain));
  SELECT min(r.sequence) INTO first_held FROM public.audit_records r WHERE coalesce(r.employer_id, '') = chain;
  SELECT min(r.sequence) INTO first_kept FROM public.audit_records r
    WHERE coalesce(r.employer_id, '') = chain
      AND (r.retain_until >= now() OR r.occurred_at >= now() - interval '8760 hours');
  RETURN QUERY
  WITH gone AS (
    DELETE FROM public.audit_records r
    WHERE coalesce(r.employer_id, '') = chain
      AND r.sequence < coalesce(first_kept, 9223372036854775807)
      AND r.sequence < first_held + batch_size
    RETURNING r.sequence, r.hash
  ), newest AS (
    SELECT g.sequence, g.hash, (SELECT count(*) FROM gone) AS records FROM gone g ORDER BY g.sequence DESC LIMIT 1
  ), mark AS (
    INSERT INTO public.audit_purges (id, employer_id, through_sequence, through_hash, records)
    SELECT mark_id, nullif(chain, ''), l.sequence, l.hash, l.records FROM newest l
    RETURNING through_sequence, through_hash, records
  )
  SELECT m.through_sequence, m.through_hash, m.records FROM mark m;
END
$$;
--> statement-breakpoint
-- Only the roles the migrations grant it to may call them (the owner, and the serving role).
REVOKE EXECUTE ON FUNCTION audit_seal(jsonb) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION audit_purge_expired(text, text, integer) FROM PUBLIC;
--> statement-breakpoint
-- As migration 0031 did for the records: nobody is given UPDATE or TRUNCATE on the queue, and the
-- migrating role gives up its own where privileges bind (not for a superuser). It keeps DELETE for
-- audit_seal, which runs as it (and which the trigger above holds to sealing).
REVOKE UPDATE, TRUNCATE ON "audit_queue" FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('REVOKE UPDATE, TRUNCATE ON audit_queue FROM %I', current_user);
  END IF;
END
$$;
