import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import {
  checkFields,
  failure,
  isObject,
  normalise,
  PersonaHttpError,
  type StoredField,
  type StoredFile,
} from "./fake-persona-fields";
import {
  DATABASE_VERIFICATION_FIELDS,
  GOVERNMENT_ID_FIELDS,
  transactionType,
  type PersonaFieldSchema,
} from "./persona-transaction-types";

/**
 * An in-memory stand-in for the part of Persona's API the identity adapter uses, built from
 * Persona's published documents (the research behind each choice: /work/persona-research.md):
 *
 * - POST /api/v1/transactions (https://docs.withpersona.com/api-reference/transactions/create-a-transaction):
 *   `application/json` with attribute keys in kebab, snake or camel case ("accepts requests with
 *   attribute keys using camelCase, kebab-case, and snake_case", https://docs.withpersona.com/api-key-inflection;
 *   the guides send `transaction_type_id`/`reference_id`, the API spec `transaction-type-id`), or
 *   `multipart/form-data` with `data[attributes][fields][<key>]` parts, files as file parts
 *   (https://docs.withpersona.com/integration-guide-gov-id-via-api). A file in JSON is
 *   `{ filename, data: <base64> }` (https://docs.withpersona.com/integration-guide-kyb-via-api and
 *   the API spec's Documents) or `{ filename, io: <base64> }` — the file type of Persona's Inquiry
 *   Fields page (https://docs.withpersona.com/inquiry-fields), an inquiry's; accepted so both
 *   encodings can be tried.
 * - Fields are checked against the transaction type's `field-schemas`, keys compared across
 *   kebab/snake/camel: a key that is no active field of the type is refused with 400 ("invalid
 *   parameters", https://docs.withpersona.com/errors); a required field missing or empty, a file
 *   field that is no file, a date not YYYY-MM-DD (the DB guide's birthdate) and an `id_class` that
 *   is not one of Persona's classes are refused with 422 and `source.pointer` (the v2022-09-01
 *   errors page). Bodies are `{ errors: [{ title, details, source? }] }`. Which status Persona
 *   gives each refusal is not documented per case: these are the errors page's meanings.
 * - GET /api/v1/transaction-types/{id} (https://docs.withpersona.com/api-reference/transaction-types/retrieve-a-transaction-type):
 *   the types of ./persona-transaction-types.ts; `setFieldSchemas` serves another schema.
 * - GET /api/v1/transactions/{id}: `data.type "transaction"`, attributes `status`, `reference-id`,
 *   `fields` (each `{ type, value }`, a file's value `{ filename, byte-size, mime-type, url }`),
 *   `tags`, `created-at`, `updated-at`; relationships `reviewer`, `transaction-label`,
 *   `transaction-type`, `related-objects` (the transaction examples of the API reference). Sparse
 *   fieldsets `fields[transaction]=status,reference-id,fields.name-first` apply to attributes and
 *   relationships, names in any casing (https://docs.withpersona.com/response-body, and the
 *   2025-10-27 changelog). Every answer honours `Key-Inflection` (kebab by default, snake, camel);
 *   keys inside `fields` are inflected too before Persona-Version 2025-10-27, and from it on left
 *   as the type configures them (https://docs.withpersona.com/changelog, 2025-10-27).
 * - Bearer auth, Persona-Version (one of PERSONA_VERSIONS; absent means 2023-01-05, the version
 *   the adapter pins — Persona would use the API key's default), Idempotency-Key on POST (the first
 *   answer, success or error, replayed for the same key and body, https://docs.withpersona.com/idempotence
 *   and /errors; a different body with the same key refused).
 * - `signedEvent` builds a `transaction.status-updated` callback as https://docs.withpersona.com/webhooks
 *   shows an event (`data.type "event"`, attributes `name`, `created-at`, `payload { data, included: [] }`,
 *   the payload "the same schema as their API resource endpoints"), key-inflected as the webhook is
 *   configured, signed as https://docs.withpersona.com/webhooks-best-practices says
 *   (Persona-Signature: t=…,v1=hex HMAC-SHA256(secret, "t.body")).
 *
 * Decisions come by callback by default (`decides`): the create answers `created`, and a moment
 * later the transaction takes its outcome and a signed `transaction.status-updated` goes to the URL
 * `sendCallbacksTo` names; `decides: "in-answer"` (or `decidesFromNowOn`) puts the outcome in the
 * create's answer instead. Outcomes (the fake's own, Persona documents no magic values for
 * transactions) follow the last four digits of `tax_identification_number`:
 *   1111 → needs_documents, then the document transaction approved
 *   3333 → needs_documents, then declined
 *   7777 → needs_documents, then needs_review (a person decides; settled by callback)
 *   2222 → declined
 *   6666 → needs_review (settled by callback)
 *   4444 → the first request hangs (no answer), then approved
 *   5555 → the first request answers an HTML 502 from a proxy, then approved
 *   8888 → the first request is rate limited (429, which Persona never caches), then approved
 *   9999 → an unknown status, always
 *   0404 → errored (Persona's "the transaction failed to run")
 *   other → approved
 * A transaction of a type set only with `setFieldSchemas` stays `created`. A test plays Persona's
 * reviewer with `decide` (the status changes; no callback is sent) and makes the next reads fail
 * with `failRetrievals` (an error status with its JSON body, or no answer; of one transaction, or any).
 *
 * A document transaction's workflow runs a government-ID verification: it is one of the
 * transaction's `related-objects` (as in Persona's transaction examples, e.g. Add tag to a
 * Transaction, https://docs.withpersona.com/api-reference/transactions/add-tag) and is served by
 * GET /api/v1/verification/government-ids/{verification-id} with the attributes Persona's
 * reference example shows (`country-code`, `issuing-subdivision`, `expiration-date`,
 * `identification-number`, `id-class`, the name and photos …;
 * https://docs.withpersona.com/api-reference/verifications/government-id-verifications/retrieve-a-government-id-verification),
 * honouring `fields[verification/government-id]`. `readDocumentsAs` changes what the next document
 * transactions' verifications read (or links none); `failVerificationReads` breaks their reads.
 */

export type FakePersonaConfig = {
  apiKey: string;
  webhookSecret: string;
  standardTypeId: string;
  documentTypeId: string;
  /**
   * How a transaction of the guides' two types is decided. `by-callback` (the default), as the
   * guides' step 2 describes ("Listen for the Transaction status"): the create answers `created`,
   * then the workflow's decision is set and sent as a signed `transaction.status-updated` callback
   * (to `sendCallbacksTo`'s URL, retried while it is not answered 2xx, as Persona retries). `in-answer`:
   * the create's answer already carries the decision, a case the adapter also handles.
   */
  decides?: "by-callback" | "in-answer";
};

/** A decision the fake sent by callback: its event, and the status our endpoint answered each delivery with (0: no answer). */
export type SentCallback = { eventId: string; transactionId: string; status: string; answers: number[] };

export type RecordedPersonaRequest = { method: string; path: string; headers: Record<string, string>; body: unknown };

export type KeyInflection = "kebab" | "snake" | "camel";

type Transaction = { id: string; referenceId: string; typeId: string; status: string };
export type GovernmentIdVerification = { id: string; transactionId: string; attributes: Record<string, unknown> };
type Reply = { status: number; body: string; contentType: string };
type Stored = { fields: Record<string, StoredField>; createdAt: string; updatedAt: string };

export type FakePersona = {
  url: string;
  requests: RecordedPersonaRequest[];
  transactions: Transaction[];
  /** A callback body and its Persona-Signature header, as Persona would send them. */
  signedEvent(options: {
    transaction: Transaction;
    status: string;
    eventId?: string;
    timestamp?: number;
    secret?: string;
    /** The webhook's key inflection (kebab unless set). */
    inflection?: KeyInflection;
  }): {
    body: string;
    signature: string;
    eventId: string;
  };
  /** A person at Persona decides: the transaction's status changes, and no callback is sent. */
  decide(transactionId: string, status: string): void;
  /** Where decisions are sent by callback from now on (undefined: nowhere; the status still changes). */
  sendCallbacksTo(url: string | undefined): void;
  /** How the next creates are decided (the config's `decides`). */
  decidesFromNowOn(mode: "by-callback" | "in-answer"): void;
  /** The callbacks sent, in order. */
  callbacks: SentCallback[];
  /** Resolves once every decision made so far has been set and its callback answered or given up. */
  callbacksSettled(): Promise<void>;
  /** The next `count` reads of a transaction answer this status (with Persona's error body) or hang. */
  failRetrievals(count: number, failure: number | "hang", transactionId?: string): void;
  /**
   * The next `count` creates fail: a status or no answer before Persona's idempotency layer (nothing
   * made), or `lost`: the transaction is made and its answer kept under the key, but the answer never
   * arrives (a connection cut on the way back).
   */
  failCreates(count: number, failure: number | "hang" | "lost"): void;
  /** The field schemas this transaction type serves and enforces from now on; undefined restores its guide's. */
  setFieldSchemas(typeId: string, schemas: PersonaFieldSchema[] | undefined): void;
  verifications: GovernmentIdVerification[];
  /**
   * What the verifications of document transactions created from now on read: these attributes
   * over the usual ones, or "none" (the transaction names no verification); undefined resets.
   */
  readDocumentsAs(reading: Record<string, unknown> | "none" | undefined): void;
  /** The next `count` reads of a verification answer this status or hang. */
  failVerificationReads(count: number, failure: number | "hang"): void;
  close(): Promise<void>;
};

export const PERSONA_VERSIONS = [
  "2020-05-18",
  "2021-05-14",
  "2021-07-05",
  "2022-09-01",
  "2023-01-05",
  "2025-10-27",
  "2025-12-08",
  "2026-09-29",
];
const DEFAULT_VERSION = "2023-01-05";
// From this version on, keys inside `fields` keep the type's own casing (changelog 2025-10-27).
const FIELDS_KEEP_THEIR_KEYS = "2025-10-27";
const INFLECTIONS: readonly string[] = ["kebab", "snake", "camel"];

export async function startFakePersona(config: FakePersonaConfig): Promise<FakePersona> {
  const requests: RecordedPersonaRequest[] = [];
  const transactions: Transaction[] = [];
  const stored = new Map<string, Stored>();
  const idempotency = new Map<string, { fingerprint: string; reply: Reply }>();
  const attempts = new Map<string, number>();
  // Each for any transaction, or for one (a worker reading others meanwhile does not use it up).
  const retrievalFailures: Array<{ failure: number | "hang"; transactionId?: string }> = [];
  const createFailures: Array<number | "hang" | "lost"> = [];
  let decides = config.decides ?? "by-callback";
  let callbackUrl: string | undefined;
  const callbacks: SentCallback[] = [];
  const pendingDecisions = new Set<Promise<void>>();
  const verifications: GovernmentIdVerification[] = [];
  const verificationFailures: Array<number | "hang"> = [];
  const schemaOverrides = new Map<string, PersonaFieldSchema[]>();
  let documentReading: Record<string, unknown> | "none" | undefined;
  // The last four of the SSN a person's standard transaction carried: the document transaction
  // carries no SSN, so its outcome follows the person (name and birth date).
  const endingFor = new Map<string, string>();

  const schemasOf = (typeId: string): PersonaFieldSchema[] | undefined =>
    schemaOverrides.get(typeId) ??
    (typeId === config.standardTypeId
      ? DATABASE_VERIFICATION_FIELDS
      : typeId === config.documentTypeId
        ? GOVERNMENT_ID_FIELDS
        : undefined);

  const respond = async (req: http.IncomingMessage, raw: Buffer, record: RecordedPersonaRequest) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const retrieved = /^\/api\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    const verification = /^\/api\/v1\/verification\/government-ids\/([^/]+)$/.exec(url.pathname);
    const type = /^\/api\/v1\/transaction-types\/([^/]+)$/.exec(url.pathname);
    const created = url.pathname === "/api/v1/transactions";
    if (!(req.method === "GET" && (retrieved || verification || type)) && !(req.method === "POST" && created))
      throw failure(404, `No route matches ${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${config.apiKey}`)
      throw failure(401, "Must be authenticated to access this endpoint");
    const version = String(req.headers["persona-version"] ?? DEFAULT_VERSION);
    if (!PERSONA_VERSIONS.includes(version)) throw failure(400, "Invalid Persona-Version");
    const inflection = String(req.headers["key-inflection"] ?? "kebab");
    if (!INFLECTIONS.includes(inflection)) throw failure(400, "Key-Inflection must be kebab, snake or camel");
    const shape = { inflection: inflection as KeyInflection, version };
    if (type) return retrieveType(decodeURIComponent(type[1]!), shape.inflection);
    if (retrieved)
      return retrieve(decodeURIComponent(retrieved[1]!), url.searchParams.get("fields[transaction]"), shape);
    if (verification)
      return retrieveVerification(
        decodeURIComponent(verification[1]!),
        url.searchParams.get("fields[verification/government-id]"),
      );
    record.body = await readBody(String(req.headers["content-type"] ?? ""), raw);
    const failedCreate = createFailures.shift();
    if (failedCreate === "hang") return "hang";
    if (typeof failedCreate === "number") throw failure(failedCreate);
    const fingerprint = JSON.stringify(record.body);
    const key = req.headers["idempotency-key"];
    if (typeof key === "string") {
      const kept = idempotency.get(key);
      if (kept && kept.fingerprint !== fingerprint)
        throw failure(422, "Idempotency key reused: keys can only be reused with the same request parameters");
      if (kept) return kept.reply;
    }
    try {
      const reply = create(record.body, shape);
      if (reply !== "hang" && reply.status < 500 && typeof key === "string")
        idempotency.set(key, { fingerprint, reply });
      // The transaction is made and its answer kept under the key, but never reaches the caller.
      if (failedCreate === "lost") return "hang";
      return reply;
    } catch (error) {
      // Persona keeps the first answer for a key, errors included — except rate limiting, which
      // runs before its idempotency layer.
      if (error instanceof PersonaHttpError && error.status !== 429 && typeof key === "string")
        idempotency.set(key, { fingerprint, reply: errorReply(error) });
      throw error;
    }
  };

  const create = (body: unknown, shape: Shape): Reply | "hang" => {
    const attributes = (body as { data?: { attributes?: unknown } } | undefined)?.data?.attributes;
    if (!isObject(attributes)) throw failure(400, "param is missing or the value is empty: data");
    const typeId = pick(attributes, "transaction-type-id");
    if (typeof typeId !== "string" || typeId === "")
      throw failure(422, "transaction-type-id can't be blank", "/data/attributes/transaction-type-id");
    const schemas = schemasOf(typeId);
    if (!schemas) throw failure(404, `Couldn't find TransactionType with 'id'=${typeId}`);
    // The guides ask for it ("Please ensure you're including the reference_id property").
    const referenceId = pick(attributes, "reference-id");
    if (typeof referenceId !== "string" || referenceId === "")
      throw failure(422, "reference-id can't be blank", "/data/attributes/reference-id");
    const given = pick(attributes, "fields") ?? {};
    if (!isObject(given)) throw failure(422, "fields must be an object", "/data/attributes/fields");
    const fields = checkFields(given, schemas);
    const value = (key: string) => fields[key]?.value;
    const person = `${String(value("name_first"))}|${String(value("name_last"))}|${String(value("birthdate"))}`;
    let ending = "0000";
    if (typeId === config.standardTypeId) {
      ending = String(value("tax_identification_number") ?? "")
        .replace(/\D/g, "")
        .slice(-4);
      endingFor.set(person, ending);
    } else if (typeId === config.documentTypeId) ending = endingFor.get(person) ?? "0000";
    // Misbehaviour happens before Persona's idempotency layer sees the request: nothing is stored.
    const attempt = (attempts.get(`${typeId}:${referenceId}`) ?? 0) + 1;
    attempts.set(`${typeId}:${referenceId}`, attempt);
    if (attempt === 1 && ending === "4444") return "hang";
    if (attempt === 1 && ending === "5555")
      return { status: 502, body: "<html><body>502 Bad Gateway</body></html>", contentType: "text/html" };
    if (attempt === 1 && ending === "8888") throw failure(429, "Rate limit exceeded");
    const status =
      typeId === config.standardTypeId
        ? standardStatus(ending)
        : typeId === config.documentTypeId
          ? documentStatus(ending)
          : "created";
    const decidedLater =
      decides === "by-callback" && (typeId === config.standardTypeId || typeId === config.documentTypeId);
    const transaction = {
      id: `txn_${randomBytes(12).toString("hex")}`,
      referenceId,
      typeId,
      status: decidedLater ? "created" : status,
    };
    const now = new Date().toISOString();
    transactions.push(transaction);
    if (decidedLater) decideLater(transaction, status);
    stored.set(transaction.id, { fields, createdAt: now, updatedAt: now });
    if (typeId === config.documentTypeId && documentReading !== "none")
      verifications.push({
        id: `ver_${randomBytes(12).toString("hex")}`,
        transactionId: transaction.id,
        attributes: { ...governmentIdReading(value, status), ...documentReading },
      });
    return json(201, { data: resourceOf(transaction, shape) });
  };

  const retrieve = (id: string, sparse: string | null, shape: Shape): Reply | "hang" => {
    const index = retrievalFailures.findIndex((entry) => !entry.transactionId || entry.transactionId === id);
    const failed = index === -1 ? undefined : retrievalFailures.splice(index, 1)[0]!.failure;
    if (failed === "hang") return "hang";
    if (failed !== undefined) throw failure(failed, failed === 429 ? "Rate limit exceeded" : undefined);
    const transaction = transactions.find((t) => t.id === id);
    if (!transaction) throw failure(404, `Couldn't find Transaction with 'id'=${id}`);
    return json(200, { data: resourceOf(transaction, shape, sparse?.split(",")) });
  };

  const retrieveType = (id: string, inflection: KeyInflection): Reply => {
    const schemas = schemasOf(id);
    if (!schemas) throw failure(404, `Couldn't find TransactionType with 'id'=${id}`);
    const name =
      id === config.standardTypeId ? "Database Verification" : id === config.documentTypeId ? "Government ID" : id;
    return json(200, inflectKeys(transactionType(id, name, schemas), inflection));
  };

  /** A transaction as GET /api/v1/transactions/{id} shows it (webhook payloads use the same schema). */
  const resourceOf = (transaction: Transaction, shape: Shape, wanted?: string[]) => {
    const { fields, createdAt, updatedAt } = stored.get(transaction.id) ?? {
      fields: {},
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const keepsKeys = shape.version >= FIELDS_KEEP_THEIR_KEYS;
    const named = wanted?.map(normalise);
    const shown = (name: string) => !named || named.includes(normalise(name));
    const fieldShown = (key: string) => shown("fields") || (named?.includes(normalise(`fields.${key}`)) ?? false);
    const fieldEntries = Object.entries(fields)
      .filter(([key]) => fieldShown(key))
      .map(([key, field]) => [
        keepsKeys ? key : inflect(key, shape.inflection),
        { type: field.type, value: field.type === "file" ? fileValue(field.value as StoredFile, shape) : field.value },
      ]);
    const attributes: Record<string, unknown> = {
      status: transaction.status,
      "reference-id": transaction.referenceId,
      tags: [],
      "created-at": createdAt,
      "updated-at": updatedAt,
    };
    const relationships: Record<string, unknown> = {
      reviewer: { data: null },
      "transaction-label": { data: null },
      "transaction-type": { data: { type: "transaction-type", id: transaction.typeId } },
      "related-objects": {
        data: verifications
          .filter((v) => v.transactionId === transaction.id)
          .map((v) => ({ type: "verification/government-id", id: v.id })),
      },
    };
    const only = (entries: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(entries).filter(([name]) => shown(name)));
    return {
      type: "transaction",
      id: transaction.id,
      attributes: {
        ...(inflectKeys(only(attributes), shape.inflection) as object),
        ...(fieldEntries.length > 0 || shown("fields") ? { fields: Object.fromEntries(fieldEntries) } : {}),
      },
      relationships: inflectKeys(only(relationships), shape.inflection),
    };
  };

  const retrieveVerification = (id: string, sparse: string | null): Reply | "hang" => {
    const failed = verificationFailures.shift();
    if (failed === "hang") return "hang";
    if (failed !== undefined) throw failure(failed);
    const verification = verifications.find((v) => v.id === id);
    if (!verification) throw failure(404, `Couldn't find Verification::GovernmentId with 'id'=${id}`);
    const wanted = sparse?.split(",");
    return json(200, {
      data: {
        type: "verification/government-id",
        id,
        attributes: wanted
          ? Object.fromEntries(Object.entries(verification.attributes).filter(([name]) => wanted.includes(name)))
          : verification.attributes,
        relationships: {
          inquiry: { data: null },
          transaction: { data: { type: "transaction", id: verification.transactionId } },
        },
      },
    });
  };

  const signedEvent: FakePersona["signedEvent"] = ({
    transaction,
    status,
    eventId = `evt_${randomBytes(12).toString("hex")}`,
    timestamp = Math.floor(Date.now() / 1000),
    secret = config.webhookSecret,
    inflection = "kebab",
  }) => {
    const body = JSON.stringify({
      data: {
        type: "event",
        id: eventId,
        attributes: {
          name: "transaction.status-updated",
          [inflect("created-at", inflection)]: new Date(timestamp * 1000).toISOString(),
          payload: {
            data: resourceOf({ ...transaction, status }, { inflection, version: DEFAULT_VERSION }),
            included: [],
          },
        },
      },
    });
    const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    return { body, signature: `t=${timestamp},v1=${digest}`, eventId };
  };

  /** The workflow decides a moment after the create answered, then Persona sends the callback. */
  const decideLater = (transaction: Transaction, status: string) => {
    const settled = new Promise<void>((resolve) => setTimeout(resolve, 20))
      .then(async () => {
        // Decided meanwhile by a person (a test's `decide`): that decision stands.
        if (transaction.status !== "created") return;
        transaction.status = status;
        const kept = stored.get(transaction.id);
        if (kept) kept.updatedAt = new Date().toISOString();
        if (callbackUrl) await sendCallback(callbackUrl, transaction, status);
      })
      .finally(() => pendingDecisions.delete(settled));
    pendingDecisions.add(settled);
  };

  // Persona retries a callback not answered 2xx ("up to 7 more times over about two days"): here
  // at most 7 more times, 50 ms apart and doubling (about 6 s in all).
  const sendCallback = async (url: string, transaction: Transaction, status: string) => {
    const event = signedEvent({ transaction, status });
    const sent: SentCallback = { eventId: event.eventId, transactionId: transaction.id, status, answers: [] };
    callbacks.push(sent);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "persona-signature": event.signature },
        body: event.body,
        signal: AbortSignal.timeout(5_000),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
      sent.answers.push(answer);
      if (answer >= 200 && answer < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const record: RecordedPersonaRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: flatHeaders(req.headers),
        body: undefined,
      };
      requests.push(record);
      respond(req, raw, record)
        .catch((error: unknown) => {
          if (error instanceof PersonaHttpError) return errorReply(error);
          throw error;
        })
        .then((reply) => {
          if (reply !== "hang") res.writeHead(reply.status, { "content-type": reply.contentType }).end(reply.body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    signedEvent,
    sendCallbacksTo: (url) => {
      callbackUrl = url;
    },
    decidesFromNowOn: (mode) => {
      decides = mode;
    },
    callbacks,
    callbacksSettled: async () => {
      while (pendingDecisions.size > 0) await Promise.all([...pendingDecisions]);
    },
    decide: (transactionId, status) => {
      const transaction = transactions.find((t) => t.id === transactionId);
      if (!transaction) throw new Error(`the fake Persona has no transaction ${transactionId}`);
      transaction.status = status;
      const kept = stored.get(transactionId);
      if (kept) kept.updatedAt = new Date().toISOString();
    },
    failCreates: (count, failed) => {
      createFailures.push(...Array.from({ length: count }, () => failed));
    },
    failRetrievals: (count, failed, transactionId) => {
      retrievalFailures.push(...Array.from({ length: count }, () => ({ failure: failed, transactionId })));
    },
    setFieldSchemas: (typeId, schemas) => {
      if (schemas) schemaOverrides.set(typeId, schemas);
      else schemaOverrides.delete(typeId);
    },
    verifications,
    readDocumentsAs: (reading) => {
      documentReading = reading;
    },
    failVerificationReads: (count, failed) => {
      verificationFailures.push(...Array.from({ length: count }, () => failed));
    },
    close: async () => {
      callbackUrl = undefined;
      await Promise.all([...pendingDecisions]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Shape = { inflection: KeyInflection; version: string };

// Its keys are Persona's own, not the type's: inflected as the request asks in every version.
const fileValue = (file: StoredFile, shape: Shape) =>
  inflectKeys(
    {
      filename: file.filename,
      "byte-size": file.bytes.length,
      "mime-type": file.mimeType,
      url: `https://files.withpersona.com/${encodeURIComponent(file.filename)}?access_token=ACCESS_TOKEN`,
    },
    shape.inflection,
  );

/** The request body: JSON as sent, multipart as the nested object its bracket keys name. */
async function readBody(contentType: string, raw: Buffer): Promise<unknown> {
  if (contentType.startsWith("application/json")) {
    try {
      return JSON.parse(raw.toString("utf8"));
    } catch {
      throw failure(400, "The request body is not valid JSON");
    }
  }
  if (!contentType.startsWith("multipart/form-data"))
    throw failure(415, "Send application/json or multipart/form-data");
  let form: FormData;
  try {
    form = await new Request("http://fake", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw failure(400, "The multipart body could not be read");
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const path = name.split("[").map((part, index) => (index === 0 ? part : part.replace(/\]$/, "")));
    const leaf =
      typeof value === "string"
        ? value
        : {
            filename: value.name,
            contentType: value.type,
            data: Buffer.from(await value.arrayBuffer()).toString("base64"),
          };
    let node: Record<string, unknown> = body;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = leaf;
      else node = (node[part] = isObject(node[part]) ? node[part] : {}) as Record<string, unknown>;
    }
  }
  return body;
}

/**
 * What Persona's government-ID verification reads from the images (the fake reads nothing from
 * them): a US document, a California license or ID card valid five more years, or a passport.
 */
function governmentIdReading(value: (key: string) => unknown, status: string): Record<string, unknown> {
  const expires = new Date();
  expires.setUTCFullYear(expires.getUTCFullYear() + 5);
  const idClass = String(value("id_class"));
  return {
    status: status === "declined" ? "failed" : "passed",
    "id-class": idClass,
    "country-code": value("address_country_code"),
    "issuing-subdivision": idClass === "pp" ? null : "CA",
    "issuing-authority": null,
    "expiration-date": expires.toISOString().slice(0, 10),
    "issue-date": "2021-04-29",
    "identification-number": idClass === "pp" ? "X12345678" : "D1234567",
    "document-number": null,
    "name-first": value("name_first"),
    "name-last": value("name_last"),
    birthdate: value("birthdate"),
    "front-photo-url": "https://files.withpersona.com/id-front.jpg?access_token=ACCESS_TOKEN",
    checks: [],
  };
}

function standardStatus(ending: string): string {
  if (ending === "1111" || ending === "3333" || ending === "7777") return "needs_documents";
  if (ending === "2222") return "declined";
  if (ending === "6666") return "needs_review";
  if (ending === "9999") return "awaiting_something_new";
  if (ending === "0404") return "errored";
  return "approved";
}

function documentStatus(ending: string): string {
  if (ending === "3333") return "declined";
  if (ending === "7777") return "needs_review";
  return "approved";
}

export function inflect(key: string, to: KeyInflection): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (to === "kebab") return words.join("-");
  if (to === "snake") return words.join("_");
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}

function inflectKeys(value: unknown, to: KeyInflection): unknown {
  if (Array.isArray(value)) return value.map((item) => inflectKeys(item, to));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [inflect(key, to), inflectKeys(item, to)]));
}

/** An attribute by name, in whichever casing the request used. */
const pick = (attributes: Record<string, unknown>, name: string) =>
  Object.entries(attributes).find(([key]) => normalise(key) === normalise(name))?.[1];

const json = (status: number, body: unknown): Reply => ({
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});

const errorReply = (error: PersonaHttpError): Reply => json(error.status, { errors: error.errors });

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
  );
}
