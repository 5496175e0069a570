/**
 * Reads the errors our HTTP client raises (react-admin HttpError with body {code, message, title,
 * errors?: [{field, message}]}) into what forms need: one message, or messages keyed by field.
 */
import type { FieldError } from "../../domain/errors";

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  body?: { errors?: unknown } | null;
}

const asErrorLike = (error: unknown): ErrorLike | null =>
  typeof error === "object" && error !== null ? (error as ErrorLike) : null;

/** The message to show, or "" when the error carries none. */
export function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  const message = asErrorLike(error)?.message;
  return typeof message === "string" ? message : "";
}

export function errorStatus(error: unknown): number | null {
  const status = asErrorLike(error)?.status;
  return typeof status === "number" ? status : null;
}

const isFieldError = (e: unknown): e is FieldError =>
  typeof e === "object" &&
  e !== null &&
  typeof (e as FieldError).field === "string" &&
  typeof (e as FieldError).message === "string";

export interface FieldErrorOptions {
  /** Maps server field paths onto form inputs (e.g. "roles.0.roleCode" → "roles"). */
  rename?: (field: string) => string;
  /** The form's inputs: errors for other fields are left out (nothing would show them). */
  only?: readonly string[];
}

/**
 * Server field errors as {field: message}, or null when there are none for this form. Accepts the
 * client's form-ready record ({field: message, root: {serverError}}), the server's list
 * ([{field, message}]) or an HttpError carrying either in `body.errors`.
 */
export function fieldErrors(
  error: unknown,
  { rename = (f) => f, only }: FieldErrorOptions = {},
): Record<string, string> | null {
  const errors = Array.isArray(error)
    ? error
    : asErrorLike(error)?.body?.errors;
  const out: Record<string, string> = {};
  const add = (field: string, message: string) => {
    const name = rename(field);
    if (!only || only.includes(name)) out[name] ??= message;
  };
  if (Array.isArray(errors)) {
    for (const e of errors) if (isFieldError(e)) add(e.field, e.message);
  } else if (errors && typeof errors === "object") {
    // `root` holds the form-level message, not a field.
    for (const [k, v] of Object.entries(errors))
      if (typeof v === "string" && k !== "root") add(k, v);
  }
  return Object.keys(out).length > 0 ? out : null;
}
