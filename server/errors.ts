/**
 * Errors the routes throw, and the one handler that maps everything onto the §8 catalogue with the
 * body {code, message, errors?}. A 5xx never leaks details; bad input never becomes a 500.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, FieldError } from "../domain/errors";
import { catalogueEntry } from "../domain/errors";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message?: string,
    readonly errors?: FieldError[],
    /** Carried in the body's `data` (the route's response schema for that status declares it). */
    readonly data?: unknown,
  ) {
    super(message ?? catalogueEntry(statusCode).message);
  }
}

export const badRequest = (message?: string) => new AppError(400, message);
export const unauthorized = (message?: string) => new AppError(401, message);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = (message?: string) => new AppError(404, message);
export const conflict = (message?: string, errors?: FieldError[]) =>
  new AppError(409, message, errors);
export const unprocessable = (message?: string, errors?: FieldError[]) =>
  new AppError(422, message, errors);

interface DbErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the PostgreSQL SQLSTATE sits on the error or its cause. */
export function dbError(e: unknown): DbErrorLike | null {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur && typeof cur === "object"; i++) {
    const c = cur as DbErrorLike;
    if (typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code)) return c;
    cur = c.cause;
  }
  return null;
}

/** The PostgreSQL SQLSTATE of a failed query, if it was one. */
export const sqlState = (e: unknown): string | undefined => dbError(e)?.code;

/**
 * A row still referenced, or a reference to nothing: foreign_key_violation (23503), or
 * restrict_violation (23001), which PostgreSQL 16+ (and so PGlite) raises for ON DELETE RESTRICT.
 */
export const isReferenceViolation = (e: unknown): boolean => {
  const code = sqlState(e);
  return code === "23503" || code === "23001";
};

/** Field messages for unique constraints, so a 409 says what clashed. */
const UNIQUE_FIELDS: Record<string, FieldError> = {
  users_email_key: {
    field: "email",
    message: "A user with this email already exists.",
  },
  features_code_key: {
    field: "code",
    message: "A feature with this code already exists.",
  },
};

export function registerUniqueConstraint(
  constraint: string,
  error: FieldError,
): void {
  UNIQUE_FIELDS[constraint] = error;
}

/**
 * SQLSTATEs of a database that is not answering: connection exceptions (08…), query_canceled (the
 * statement timeout, 57014), lock_not_available (a lock timeout, 55P03), shutdown (57P01–57P03) and
 * too_many_connections (53300).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57014|55P03|57P0[123]|53300)$/;
/** Socket errors of a database out of reach. */
const CONNECTION_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/**
 * node-postgres's own errors for a connection that failed, dropped or timed out (it gives them no
 * code). Matched from the start of the driver's message only: Drizzle's wrapper repeats the query's
 * parameters in its message, and a value must never turn a failure into a 503.
 */
const DRIVER_UNAVAILABLE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

export const DATABASE_UNAVAILABLE =
  "The database is not answering. Try again shortly.";

/**
 * Whether an error means the database is down, unreachable, overloaded or locked (answered 503, never
 * 500): the error itself or a cause Drizzle wrapped.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === "object"; i++) {
    const { code, message, statusCode } = cur as {
      code?: unknown;
      message?: unknown;
      statusCode?: unknown;
    };
    if (statusCode !== undefined) return false; // an HTTP error of Fastify's or ours
    if (typeof code === "string") {
      if (UNAVAILABLE_STATES.test(code) || CONNECTION_ERRORS.has(code))
        return true;
    } else if (typeof message === "string" && DRIVER_UNAVAILABLE.test(message))
      return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return {
      code: error.statusCode,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.data !== undefined ? { data: error.data } : {}),
    };
  }
  const fe = error as FastifyError & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    // Validation of params, query or body: the fields and their messages.
    const errors = fe.validation.map((v) => ({
      field: String(v.instancePath ?? "")
        .replace(/^\//, "")
        .replace(/\//g, "."),
      message: v.message ?? "Invalid value.",
    }));
    return {
      code: 422,
      message: errors
        .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
        .join(" "),
      errors,
    };
  }
  const db = dbError(error);
  if (db?.code) {
    if (db.code === "23505") {
      const fieldError = db.constraint
        ? UNIQUE_FIELDS[db.constraint]
        : undefined;
      return {
        code: 409,
        message: fieldError?.message ?? catalogueEntry(409).message,
        ...(fieldError ? { errors: [fieldError] } : {}),
      };
    }
    // Two writes that waited on each other (a board renumbering its column while another write
    // holds one of its cards): PostgreSQL undid this one, nothing is stored, and a retry succeeds.
    if (db.code === "40P01" || db.code === "40001") {
      return { code: 409, message: CONCURRENT_WRITE };
    }
    if (isReferenceViolation(db)) {
      return {
        code: 422,
        message: "A referenced record does not exist or is still in use.",
      };
    }
    if (
      db.code.startsWith("22") ||
      db.code === "23502" ||
      db.code === "23514"
    ) {
      return { code: 422, message: catalogueEntry(422).message };
    }
  }
  if (isDatabaseUnavailable(error))
    return { code: 503, message: DATABASE_UNAVAILABLE };
  const status = fe.statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large, rate limit.
    const friendly =
      fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "The request body is not valid JSON."
        : fe.message;
    return {
      code: status,
      message: friendly || catalogueEntry(status).message,
    };
  }
  return { code: 500, message: catalogueEntry(500).message };
}

export interface NotFoundOptions {
  /** Methods the requested path answers to; a non-empty list turns the 404 into a 405. */
  allowedMethods?: (url: string) => string[];
  /** Answers what no route matched (the client app shell), or returns undefined to let it be a 404. */
  fallback?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => FastifyReply | undefined;
}

export const CONCURRENT_WRITE =
  "Someone else changed this at the same moment. Nothing was saved: try again.";

export const BODY_NOT_OBJECT = "The request body must be a JSON object.";

/**
 * What a failed request's log line says about its error. Drizzle's wrapper of a failed query repeats
 * the query's parameters (patient values, token hashes) in its message and fields, so of such an
 * error only the query text and its causes' codes and messages are logged.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !("params" in error)) return error;
  const causes: { type: string; code?: unknown; message: string }[] = [];
  let cur: unknown = error.cause;
  for (let i = 0; i < 5 && cur instanceof Error; i++) {
    causes.push({
      type: cur.name,
      code: (cur as { code?: unknown }).code,
      message: cur.message,
    });
    cur = cur.cause;
  }
  return {
    type: error.name,
    query: (error as { query?: unknown }).query,
    causes,
  };
}

export function registerErrorHandlers(
  app: FastifyInstance,
  options: NotFoundOptions = {},
): void {
  // Every body schema is an object: null, an array or a scalar is refused here with the §8 body,
  // before a schema's refinements (which may run on an invalid value) can trip over it.
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.schema?.body) return;
    const body: unknown = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw unprocessable(BODY_NOT_OBJECT);
  });
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.code >= 500)
      request.log.error({ err: loggableError(error) }, "request failed");
    else
      request.log.info(
        { code: body.code, message: body.message },
        "request refused",
      );
    reply.status(body.code).send(body);
  });
  // The one not-found handler (Fastify allows one per prefix): 405, the client shell, or 404.
  app.setNotFoundHandler((request, reply) => {
    const allowed = options.allowedMethods?.(request.url) ?? [];
    if (allowed.length > 0) {
      const body: ErrorBody = {
        code: 405,
        message: catalogueEntry(405).message,
      };
      return reply.status(405).header("Allow", allowed.join(", ")).send(body);
    }
    const answered = options.fallback?.(request, reply);
    if (answered) return answered;
    const body: ErrorBody = { code: 404, message: catalogueEntry(404).message };
    return reply.status(404).send(body);
  });
}
