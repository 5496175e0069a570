/**
 * An in-memory server speaking our REST contract (§7, §8): the state msw handlers read and write.
 * Tests seed it, act through the UI, and look at it (or at `requests`) afterwards.
 */
import type { FeatureCode } from "../../domain/features";
import type { Feature } from "../../domain/schemas/feature";
import type { User } from "../../domain/schemas/user";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface FakeApi {
  users: Map<string, { user: User; password: string }>;
  /** token → userId */
  sessions: Map<string, string>;
  features: Feature[];
  toggles: Partial<Record<FeatureCode, boolean>>;
  /** null → POST /notifications/search answers 404 (the endpoint does not exist yet). */
  notificationTotal: number | null;
  requests: RecordedRequest[];
  /** Forces a status on the next matching call: path prefix → status. */
  failures: Map<string, number>;
}

export function createFakeApi(): FakeApi {
  return {
    users: new Map(),
    sessions: new Map(),
    features: [],
    toggles: {},
    notificationTotal: null,
    requests: [],
    failures: new Map(),
  };
}

export function addUser(
  api: FakeApi,
  user: User,
  password = "correct horse battery",
): void {
  api.users.set(user.email, { user, password });
}

/** Registers a token for the user, as a successful sign-in would. */
export function addSession(
  api: FakeApi,
  user: User,
  token = `token-${user.userId}`,
): string {
  api.sessions.set(token, user.userId);
  return token;
}
