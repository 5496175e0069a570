/**
 * The one HTTP client: adds Authorization, X-User-Id and X-User-Email, and turns failures into the
 * §8 catalogue as react-admin HttpErrors (status, message, body). A 401 anywhere but the sign-in page
 * clears the session and sends the user to /signin/?sessionexpired=true; the error still reaches the
 * caller.
 */
import { HttpError } from "react-admin";
import { SUCCESS_STATUSES } from "../domain/constants";
import type { ErrorBody, FieldError } from "../domain/errors";
import { catalogueEntry } from "../domain/errors";
import { rememberErrorTitle } from "./errorTitles";
import { clearSession, readSession } from "./session";
import { SESSION_EXPIRED_PATH } from "./authPaths";

export const API_URL = "/api";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, except FormData (multipart uploads), which goes as-is. */
  body?: unknown;
  signal?: AbortSignal;
  /** "blob" returns a successful answer's bytes (file downloads); errors are still JSON. */
  responseType?: "json" | "blob";
}

/**
 * Field errors as react-admin forms read them: `{ [field]: message, root: { serverError } }`
 * (ra 5 sets these on the form when a save rejects with them).
 */
export type FormErrors = Record<string, string | { serverError: string }>;

export interface ApiErrorBody {
  code: number;
  message: string;
  /** The catalogue title for the status (§8), for the error toast. */
  title: string;
  /** The server's field errors as sent: [{field, message}]. */
  fieldErrors?: FieldError[];
  /** The same, keyed by field for react-admin forms; present only when the server sent some. */
  errors?: FormErrors;
  /** What the refusal is about, when the server sent it (an assignment's findings on 409). */
  data?: unknown;
}

export type ApiRequest = <T>(
  path: string,
  options?: RequestOptions,
) => Promise<T>;

/**
 * Where the client learns the current path and navigates on 401. The shell registers the router's
 * (SPA navigation, no reload); without it, the browser location is used.
 */
export interface Navigator {
  pathname: () => string;
  navigate: (to: string) => void;
}
const browserNavigator: Navigator = {
  pathname: () => window.location.pathname,
  navigate: (to) => window.location.assign(to),
};
let navigator: Navigator = browserNavigator;

/** Registers the router's navigator; returns a function restoring the browser one. */
export function setNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = browserNavigator;
  };
}

const isSuccess = (status: number) =>
  (SUCCESS_STATUSES as readonly number[]).includes(status);

/** §8: "401 on any call not made from the sign-in page" (matched by the path containing the word). */
const onSignInPage = (): boolean => navigator.pathname().includes("signin");

export function handleUnauthorized(): void {
  if (onSignInPage()) return;
  clearSession("expired");
  navigator.navigate(SESSION_EXPIRED_PATH);
}

/** A call to a path under the API base ("/auth/user" → GET /api/auth/user). */
export function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return apiFetch<T>(`${API_URL}${path}`, options);
}

/**
 * The session's headers (Authorization, X-User-Id, X-User-Email), for every transport: fetch here,
 * XMLHttpRequest for uploads that report their progress (providers/libraryDocumentMethods.ts).
 */
export function sessionHeaders(): Record<string, string> {
  const session = readSession();
  if (!session) return {};
  return {
    Authorization: `Bearer ${session.token}`,
    "X-User-Id": session.user.userId,
    ...(session.user.email ? { "X-User-Email": session.user.email } : {}),
  };
}

/** A call to a full URL; the data provider factory takes this shape (ra-data-simple-rest style). */
export async function apiFetch<T>(
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const wantsBlob = options.responseType === "blob";
  const headers = new Headers({
    Accept: wantsBlob ? "*/*" : "application/json",
    ...sessionHeaders(),
  });
  // The browser sets a FormData body's multipart Content-Type itself (with the boundary).
  const isForm =
    typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm)
    headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if (isAbort(e, options.signal)) throw e;
    throw toHttpError(418, null);
  }

  if (wantsBlob && isSuccess(response.status))
    return (await response.blob()) as T;
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const bodyCode =
    json &&
    typeof json === "object" &&
    typeof (json as { code?: unknown }).code === "number"
      ? (json as { code: number }).code
      : response.status;
  if (!isSuccess(response.status) || !isSuccess(bodyCode)) {
    const status = isSuccess(response.status) ? bodyCode : response.status;
    if (status === 401) handleUnauthorized();
    throw toHttpError(status, json as Partial<ErrorBody> | null);
  }
  return json as T;
}

/** Aborts surface as-is: react-query cancels stale requests and must not see a "network error". */
const isAbort = (e: unknown, signal: AbortSignal | undefined): boolean =>
  (e instanceof DOMException && e.name === "AbortError") ||
  (e instanceof Error && e.name === "AbortError") ||
  !!signal?.aborted;

/** A server-provided message replaces the catalogue's default text (§8). */
export function toHttpError(
  status: number,
  body: Partial<ErrorBody> | null,
): HttpError {
  const entry = catalogueEntry(status);
  const message = body?.message || entry.message;
  const fieldErrors = Array.isArray(body?.errors) ? body.errors : [];
  const errorBody: ApiErrorBody = {
    code: status,
    message,
    title: entry.title,
    ...(fieldErrors.length > 0
      ? { fieldErrors, errors: toFormErrors(fieldErrors, message) }
      : {}),
    ...(body?.data !== undefined ? { data: body.data } : {}),
  };
  rememberErrorTitle(message, entry.title);
  return new HttpError(message, status, errorBody);
}

export function toFormErrors(
  fieldErrors: readonly FieldError[],
  message: string,
): FormErrors {
  const errors: FormErrors = {};
  // The first message per field wins: a form shows one message under each input.
  for (const { field, message: text } of fieldErrors) errors[field] ??= text;
  errors.root = { serverError: message };
  return errors;
}

/**
 * The same error with a §8 failure prefix in front of its message ("Feature search failed: …");
 * the form's root message follows so the invalid-form toast reads the same.
 */
export function withFailurePrefix(error: unknown, prefix: string): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as ApiErrorBody | undefined;
  const message = `${prefix}${error.message}`;
  const nextBody: ApiErrorBody | undefined = body && {
    ...body,
    message,
    ...(body.errors
      ? { errors: { ...body.errors, root: { serverError: message } } }
      : {}),
  };
  if (body?.title) rememberErrorTitle(message, body.title);
  return new HttpError(message, error.status, nextBody);
}
