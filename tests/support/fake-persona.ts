import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An in-memory stand-in for the part of Persona's API the identity adapter uses (POST
 * /api/v1/transactions, GET /api/v1/transactions/{transaction-id}), spoken as Persona documents
 * it: Bearer auth, Persona-Version, Idempotency-Key on POST (the first answer, success or error,
 * replayed for the same key and body; a different body with the same key refused), JSON:API bodies
 * with kebab-case keys, sparse fieldsets on GET (`fields[transaction]=status,reference-id`; without
 * them a transaction comes back with every field it was created with, the SSN included, as
 * Persona's does), and `{ errors: [{ title, details, source? }] }` error bodies (404 for a
 * transaction it does not know). It also signs callbacks the way Persona does
 * (Persona-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")).
 *
 * Outcomes follow the SSN's last four (the sandbox's table, plus the vendor-only cases):
 *   1111 → needs_documents, then the document transaction approved
 *   3333 → needs_documents, then declined
 *   7777 → needs_documents, then needs_review (a person decides; settled by callback)
 *   2222 → declined
 *   6666 → needs_review (settled by callback)
 *   4444 → the first request hangs (no answer), then approved
 *   5555 → the first request answers an HTML 502 from a proxy, then approved
 *   8888 → the first request is rate limited (429, which Persona never caches), then approved
 *   9999 → an unknown status, always
 *   other → approved
 * A test plays Persona's reviewer with `decide` (the status changes; no callback is sent) and makes
 * the next reads fail with `failRetrievals` (an error status with its JSON body, or no answer).
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
};

export type RecordedPersonaRequest = { method: string; path: string; headers: Record<string, string>; body: unknown };

type Transaction = { id: string; referenceId: string; typeId: string; status: string };
export type GovernmentIdVerification = { id: string; transactionId: string; attributes: Record<string, unknown> };
type Reply = { status: number; body: string; contentType: string };

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
  }): {
    body: string;
    signature: string;
    eventId: string;
  };
  /** A person at Persona decides: the transaction's status changes, and no callback is sent. */
  decide(transactionId: string, status: string): void;
  /** The next `count` reads of a transaction answer this status (with Persona's error body) or hang. */
  failRetrievals(count: number, failure: number | "hang"): void;
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

const STANDARD_FIELDS = [
  "name_first",
  "name_last",
  "birthdate",
  "identification_number",
  "address_street_1",
  "address_city",
  "address_subdivision",
  "address_postal_code",
  "address_country_code",
  "phone_number",
];
const ID_CLASSES = new Set(["dl", "id", "pp"]);

class PersonaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Array<{ title: string; details?: string; source?: { pointer: string } }>,
  ) {
    super(errors[0]?.title ?? "error");
  }
}

export async function startFakePersona(config: FakePersonaConfig): Promise<FakePersona> {
  const requests: RecordedPersonaRequest[] = [];
  const transactions: Transaction[] = [];
  const idempotency = new Map<string, { fingerprint: string; reply: Reply }>();
  const attempts = new Map<string, number>();
  const fieldsOf = new Map<string, Record<string, unknown>>();
  const retrievalFailures: Array<number | "hang"> = [];
  const verifications: GovernmentIdVerification[] = [];
  const verificationFailures: Array<number | "hang"> = [];
  let documentReading: Record<string, unknown> | "none" | undefined;
  // The last four of the SSN a person's standard transaction carried: the document transaction
  // carries no SSN, so its outcome follows the person (name and birth date).
  const endingFor = new Map<string, string>();

  const respond = (req: http.IncomingMessage, raw: string): Reply | "hang" => {
    const url = new URL(req.url ?? "/", "http://fake");
    const retrieved = /^\/api\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    const verification = /^\/api\/v1\/verification\/government-ids\/([^/]+)$/.exec(url.pathname);
    const created = url.pathname === "/api/v1/transactions";
    if (!(req.method === "GET" && (retrieved || verification)) && !(req.method === "POST" && created))
      throw new PersonaHttpError(404, [{ title: "Not found" }]);
    if (req.headers.authorization !== `Bearer ${config.apiKey}`)
      throw new PersonaHttpError(401, [{ title: "Must be authenticated to access this endpoint" }]);
    const version = req.headers["persona-version"];
    if (version !== undefined && !PERSONA_VERSIONS.includes(String(version)))
      throw new PersonaHttpError(400, [{ title: "Bad request", details: "Invalid Persona-Version" }]);
    if (retrieved) return retrieve(decodeURIComponent(retrieved[1]!), url.searchParams.get("fields[transaction]"));
    if (verification)
      return retrieveVerification(
        decodeURIComponent(verification[1]!),
        url.searchParams.get("fields[verification/government-id]"),
      );
    if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
      throw new PersonaHttpError(415, [{ title: "Unsupported media type" }]);
    const key = req.headers["idempotency-key"];
    if (typeof key === "string") {
      const stored = idempotency.get(key);
      if (stored && stored.fingerprint !== raw) {
        throw new PersonaHttpError(422, [
          { title: "Idempotency key reused", details: "Keys can only be reused with the same request parameters" },
        ]);
      }
      if (stored) return stored.reply;
    }
    try {
      return create(raw, typeof key === "string" ? key : undefined);
    } catch (error) {
      // Persona keeps the first answer for a key, errors included — except rate limiting, which
      // runs before its idempotency layer.
      if (error instanceof PersonaHttpError && error.status !== 429 && typeof key === "string") {
        idempotency.set(key, {
          fingerprint: raw,
          reply: {
            status: error.status,
            contentType: "application/json",
            body: JSON.stringify({ errors: error.errors }),
          },
        });
      }
      throw error;
    }
  };

  const create = (raw: string, key: string | undefined): Reply | "hang" => {
    const { typeId, referenceId, fields } = parseBody(raw);
    const person = `${String(fields.name_first)}|${String(fields.name_last)}|${String(fields.birthdate)}`;
    let ending: string;
    if (typeId === config.standardTypeId) {
      requireFields(fields, STANDARD_FIELDS);
      if (!/^\d{9}$/.test(String(fields.identification_number))) throw invalid("identification_number", "is invalid");
      ending = String(fields.identification_number).slice(-4);
      endingFor.set(person, ending);
    } else if (typeId === config.documentTypeId) {
      requireFields(fields, ["id_class", "id_front_photo", "address_country_code"]);
      if (!ID_CLASSES.has(String(fields.id_class))) throw invalid("id_class", "is not a supported ID class");
      requireFile(fields, "id_front_photo");
      if (fields.id_class !== "pp") requireFile(fields, "id_back_photo");
      ending = endingFor.get(person) ?? "0000";
    } else {
      throw new PersonaHttpError(404, [{ title: "Record not found", details: "Transaction type not found" }]);
    }
    // Misbehaviour happens before Persona's idempotency layer sees the request: nothing is stored.
    const attempt = (attempts.get(`${typeId}:${referenceId}`) ?? 0) + 1;
    attempts.set(`${typeId}:${referenceId}`, attempt);
    if (attempt === 1 && ending === "4444") return "hang";
    if (attempt === 1 && ending === "5555")
      return { status: 502, body: "<html><body>502 Bad Gateway</body></html>", contentType: "text/html" };
    if (attempt === 1 && ending === "8888") throw new PersonaHttpError(429, [{ title: "Rate limit exceeded" }]);
    const status = typeId === config.standardTypeId ? standardStatus(ending) : documentStatus(ending);
    const transaction = { id: `txn_${randomBytes(12).toString("hex")}`, referenceId, typeId, status };
    transactions.push(transaction);
    fieldsOf.set(transaction.id, fields);
    if (typeId === config.documentTypeId && documentReading !== "none")
      verifications.push({
        id: `ver_${randomBytes(12).toString("hex")}`,
        transactionId: transaction.id,
        attributes: { ...governmentIdReading(fields, status), ...documentReading },
      });
    const reply: Reply = {
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({
        data: {
          type: "transaction",
          id: transaction.id,
          attributes: {
            status,
            "reference-id": referenceId,
            "transaction-type-id": typeId,
            "created-at": new Date().toISOString(),
          },
          relationships: relationshipsOf(transaction.id),
        },
      }),
    };
    if (key !== undefined) idempotency.set(key, { fingerprint: raw, reply });
    return reply;
  };

  const retrieve = (id: string, sparse: string | null): Reply | "hang" => {
    const failure = retrievalFailures.shift();
    if (failure === "hang") return "hang";
    if (failure !== undefined)
      throw new PersonaHttpError(failure, [
        { title: failure === 429 ? "Rate limit exceeded" : "Internal server error" },
      ]);
    const transaction = transactions.find((t) => t.id === id);
    if (!transaction)
      throw new PersonaHttpError(404, [
        { title: "Record not found", details: `Couldn't find Transaction with 'id'=${id}` },
      ]);
    const attributes: Record<string, unknown> = {
      status: transaction.status,
      "reference-id": transaction.referenceId,
      "transaction-type-id": transaction.typeId,
      fields: Object.fromEntries(
        Object.entries(fieldsOf.get(id) ?? {}).map(([name, value]) => [name.replace(/_/g, "-"), fieldValue(value)]),
      ),
    };
    const wanted = sparse?.split(",");
    const body = {
      data: {
        type: "transaction",
        id,
        attributes: wanted
          ? Object.fromEntries(Object.entries(attributes).filter(([name]) => wanted.includes(name)))
          : attributes,
        relationships: relationshipsOf(id),
      },
    };
    return { status: 200, contentType: "application/json", body: JSON.stringify(body) };
  };

  // A transaction's related objects: what its workflow run touched (here, its verification).
  const relationshipsOf = (transactionId: string) => ({
    "related-objects": {
      data: verifications
        .filter((v) => v.transactionId === transactionId)
        .map((v) => ({ type: "verification/government-id", id: v.id })),
    },
  });

  const retrieveVerification = (id: string, sparse: string | null): Reply | "hang" => {
    const failure = verificationFailures.shift();
    if (failure === "hang") return "hang";
    if (failure !== undefined) throw new PersonaHttpError(failure, [{ title: "Internal server error" }]);
    const verification = verifications.find((v) => v.id === id);
    if (!verification)
      throw new PersonaHttpError(404, [
        { title: "Record not found", details: `Couldn't find Verification::GovernmentId with 'id'=${id}` },
      ]);
    const wanted = sparse?.split(",");
    const body = {
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
    };
    return { status: 200, contentType: "application/json", body: JSON.stringify(body) };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: flatHeaders(req.headers),
        body: safeJson(raw),
      });
      let reply: Reply | "hang";
      try {
        reply = respond(req, raw);
      } catch (error) {
        if (!(error instanceof PersonaHttpError)) throw error;
        reply = {
          status: error.status,
          contentType: "application/json",
          body: JSON.stringify({ errors: error.errors }),
        };
      }
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": reply.contentType }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    signedEvent: ({
      transaction,
      status,
      eventId = `evt_${randomBytes(12).toString("hex")}`,
      timestamp = Math.floor(Date.now() / 1000),
      secret = config.webhookSecret,
    }) => {
      const body = JSON.stringify({
        data: {
          type: "event",
          id: eventId,
          attributes: {
            name: "transaction.status-updated",
            "created-at": new Date(timestamp * 1000).toISOString(),
            payload: {
              data: {
                type: "transaction",
                id: transaction.id,
                attributes: {
                  status,
                  "reference-id": transaction.referenceId,
                  "transaction-type-id": transaction.typeId,
                },
              },
            },
          },
        },
      });
      const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
      return { body, signature: `t=${timestamp},v1=${digest}`, eventId };
    },
    decide: (transactionId, status) => {
      const transaction = transactions.find((t) => t.id === transactionId);
      if (!transaction) throw new Error(`the fake Persona has no transaction ${transactionId}`);
      transaction.status = status;
    },
    failRetrievals: (count, failure) => {
      retrievalFailures.push(...Array.from({ length: count }, () => failure));
    },
    verifications,
    readDocumentsAs: (reading) => {
      documentReading = reading;
    },
    failVerificationReads: (count, failure) => {
      verificationFailures.push(...Array.from({ length: count }, () => failure));
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// A field of a retrieved transaction, as Persona's documentation shows them: `{ type, value }`.
function fieldValue(value: unknown): { type: string; value: unknown } {
  if (typeof value === "string" || value === null) return { type: "string", value };
  const file = value as { filename?: unknown };
  return typeof file.filename === "string"
    ? { type: "file", value: { filename: file.filename } }
    : { type: "hash", value };
}

/**
 * What Persona's government-ID verification reads from the images (the fake reads nothing from
 * them): a US document, a California license or ID card valid five more years, or a passport.
 */
function governmentIdReading(fields: Record<string, unknown>, status: string): Record<string, unknown> {
  const expires = new Date();
  expires.setUTCFullYear(expires.getUTCFullYear() + 5);
  const idClass = String(fields.id_class);
  return {
    status: status === "declined" ? "failed" : "passed",
    "id-class": idClass,
    "country-code": fields.address_country_code,
    "issuing-subdivision": idClass === "pp" ? null : "CA",
    "issuing-authority": null,
    "expiration-date": expires.toISOString().slice(0, 10),
    "issue-date": "2021-04-29",
    "identification-number": idClass === "pp" ? "X12345678" : "D1234567",
    "document-number": null,
    "name-first": fields.name_first,
    "name-last": fields.name_last,
    birthdate: fields.birthdate,
    "front-photo-url": "https://files.withpersona.com/id-front.jpg?access_token=ACCESS_TOKEN",
    checks: [],
  };
}

function standardStatus(ending: string): string {
  if (ending === "1111" || ending === "3333" || ending === "7777") return "needs_documents";
  if (ending === "2222") return "declined";
  if (ending === "6666") return "needs_review";
  if (ending === "9999") return "awaiting_something_new";
  return "approved";
}

function documentStatus(ending: string): string {
  if (ending === "3333") return "declined";
  if (ending === "7777") return "needs_review";
  return "approved";
}

function parseBody(raw: string): { typeId: string; referenceId: string; fields: Record<string, unknown> } {
  const body = safeJson(raw) as { data?: { attributes?: Record<string, unknown> } } | undefined;
  const attributes = body?.data?.attributes;
  if (!attributes || typeof attributes !== "object")
    throw new PersonaHttpError(400, [
      { title: "Bad request", details: "param is missing or the value is empty: data" },
    ]);
  const typeId = attributes["transaction-type-id"];
  if (typeof typeId !== "string")
    throw invalid("transaction-type-id", "can't be blank", "/data/attributes/transaction-type-id");
  const referenceId = attributes["reference-id"];
  if (typeof referenceId !== "string" || referenceId === "")
    throw invalid("reference-id", "can't be blank", "/data/attributes/reference-id");
  const fields = attributes.fields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields))
    throw invalid("fields", "must be an object", "/data/attributes/fields");
  return { typeId, referenceId, fields: fields as Record<string, unknown> };
}

function requireFields(fields: Record<string, unknown>, names: string[]): void {
  for (const name of names)
    if (fields[name] === undefined || fields[name] === null || fields[name] === "")
      throw invalid(name, "can't be blank");
}

function requireFile(fields: Record<string, unknown>, name: string): void {
  const file = fields[name] as { filename?: unknown; data?: unknown } | undefined;
  if (typeof file?.filename !== "string" || typeof file.data !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(file.data))
    throw invalid(name, "must be a file (filename and base64 data)");
}

const invalid = (field: string, message: string, pointer = `/data/attributes/fields/${field}`) =>
  new PersonaHttpError(422, [{ title: "Record invalid", details: `${field} ${message}`, source: { pointer } }]);

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
  );
}
