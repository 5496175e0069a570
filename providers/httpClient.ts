/**
 * The one HTTP client: adds Authorization, X-User-Id and X-User-Email, and turns failures into the
 * §8 catalogue as react-admin HttpErrors (status, message, body). A 401 anywhere but the sign-in page
 * clears the session and sends the user to /signin/?sessionexpired=true; the error still reaches the
 * caller.
 */
import { HttpError } from "react-admin";
import { SUCCESS_STATUSES } from "../domain/constants";
import type { ErrorBody } from "../domain/errors";
import { catalogueEntry } from "../domain/errors";
import { clearSession, readSession } from "./session";

export const API_URL = "/api";
export const SESSION_EXPIRED_PATH = "/signin/?sessionexpired=true";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiErrorBody extends ErrorBody {
  /** The catalogue title for the status (§8), for the error toast. */
  title: string;
}

const isSuccess = (status: number) => (SUCCESS_STATUSES as readonly number[]).includes(status);

function onSignInPage(): boolean {
  return typeof window !== "undefined" && window.location.pathname.includes("signin");
}

export function handleUnauthorized(): void {
  clearSession();
  if (!onSignInPage()) window.location.assign(SESSION_EXPIRED_PATH);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  const session = readSession();
  if (session) {
    headers.set("Authorization", `Bearer ${session.token}`);
    headers.set("X-User-Id", session.user.userId);
    if (session.user.email) headers.set("X-User-Email", session.user.email);
  }
  if (options.body !== undefined) headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw toHttpError(418, null);
  }

  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const bodyCode =
    json && typeof json === "object" && typeof (json as { code?: unknown }).code === "number"
      ? (json as { code: number }).code
      : response.status;
  if (!isSuccess(response.status) || !isSuccess(bodyCode)) {
    const status = isSuccess(response.status) ? bodyCode : response.status;
    if (status === 401) handleUnauthorized();
    throw toHttpError(status, json as Partial<ErrorBody> | null);
  }
  return json as T;
}

/** A server-provided message replaces the catalogue's default text (§8). */
export function toHttpError(status: number, body: Partial<ErrorBody> | null): HttpError {
  const entry = catalogueEntry(status);
  const message = body?.message || entry.message;
  const errorBody: ApiErrorBody = {
    code: status,
    message,
    title: entry.title,
    ...(body?.errors ? { errors: body.errors } : {}),
  };
  return new HttpError(message, status, errorBody);
}
