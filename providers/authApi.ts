/**
 * Account calls of §7 (sign-in family, profile, contact). Each returns the server's envelope
 * `{code, message, data}`; failures are the client's HttpErrors, with field errors for forms.
 * Pages show their own wording around failures, so only `authProvider` adds §8 prefixes.
 */
import type {
  MfaChallenge,
  RecoveryCodes,
  SessionInfo,
  TotpEnrolment,
  TotpProof,
  TotpStatus,
} from "../domain/schemas/auth";
import type { User } from "../domain/schemas/user";
import type { Envelope } from "../domain/schemas/search";
import { apiRequest } from "./httpClient";

export interface SessionData {
  token: string;
  user: User;
}

export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface SetupRequest {
  token?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password: string;
}

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface PublicProfile {
  userId: string;
  firstName: string;
  lastName: string;
}

/** Answers of 202 calls (sign-up, forgot password, contact) carry no data. */
export type Accepted = Envelope<unknown>;

const post = <T>(path: string, body: unknown) =>
  apiRequest<Envelope<T>>(path, { method: "POST", body });

/** The session, or, when the account has a second factor, the token for the second step. */
export const signIn = (email: string, password: string) =>
  post<SessionData | MfaChallenge>("/auth/sessions", { email, password });

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export const signInWithSecondFactor = (
  mfaToken: string,
  secondFactor: SecondFactor,
) => post<SessionData>("/auth/sessions/totp", { mfaToken, ...secondFactor });

export const currentUser = () => apiRequest<Envelope<User>>("/auth/user");

export const signOut = () =>
  apiRequest<Envelope<unknown>>("/auth/sessions", { method: "DELETE" });

export const signUp = (request: SignUpRequest): Promise<Accepted> =>
  post<unknown>("/auth/sign-up", request);

export const verifyEmail = (token: string) =>
  post<unknown>("/auth/verify-email-address", { token });

export const forgotPassword = (email: string): Promise<Accepted> =>
  post<unknown>("/auth/forgot-password", { email });

export const resetPassword = (token: string, password: string) =>
  post<unknown>("/auth/reset-password", { token, password });

export const setupStatus = () =>
  apiRequest<Envelope<{ firstAdminNeeded: boolean }>>("/auth/setup-status");

export const setup = (request: SetupRequest) =>
  post<SessionData>("/auth/setup", request);

export const changePassword = (currentPassword: string, newPassword: string) =>
  post<User>("/auth/password", { currentPassword, newPassword });

export const updateProfile = (firstName: string, lastName: string) =>
  post<User>("/auth/profile", { firstName, lastName });

export const contact = (request: ContactRequest): Promise<Accepted> =>
  post<unknown>("/auth/contact", request);

export const publicProfile = (userId: string) =>
  apiRequest<Envelope<PublicProfile>>(
    `/users/${encodeURIComponent(userId)}/profile`,
  );

/** The signed-in user's live sessions, and ending one of them (issue 11). */
export const listSessions = () =>
  apiRequest<Envelope<SessionInfo[]>>("/auth/sessions");

export const endSession = (sessionId: string) =>
  apiRequest<Envelope<unknown>>(
    `/auth/sessions/${encodeURIComponent(sessionId)}`,
    { method: "DELETE" },
  );

/** The signed-in user's second factor (issue 11). */
export const totpStatus = () => apiRequest<Envelope<TotpStatus>>("/auth/totp");

/** The password, unless the status said proofRequired: false (the forced first enrolment). */
export const startTotpEnrolment = (password?: string) =>
  post<TotpEnrolment>(
    "/auth/totp/enrolment",
    password === undefined ? {} : { password },
  );

export const confirmTotp = (code: string) =>
  post<RecoveryCodes>("/auth/totp/confirmation", { code });

export const replaceRecoveryCodes = (proof: TotpProof) =>
  post<RecoveryCodes>("/auth/totp/recovery-codes", proof);

export const disableTotp = (proof: TotpProof) =>
  post<unknown>("/auth/totp/disable", proof);

/** The same calls as one object, for callers that prefer `authApi.signIn(...)`. */
export const authApi = {
  signIn,
  signInWithSecondFactor,
  currentUser,
  signOut,
  signUp,
  verifyEmail,
  forgotPassword,
  resetPassword,
  setupStatus,
  setup,
  changePassword,
  listSessions,
  endSession,
  totpStatus,
  startTotpEnrolment,
  confirmTotp,
  replaceRecoveryCodes,
  disableTotp,
  updateProfile,
  contact,
  publicProfile,
};
