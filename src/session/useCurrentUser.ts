import { useGetIdentity } from "react-admin";
import type { User } from "../../domain/schemas/user";
import { useSession } from "./useSession";

export interface CurrentUser {
  user: User | null;
  isPending: boolean;
  /** Re-reads react-admin's cached identity (the app bar's name) after the stored user changed. */
  refetch: () => Promise<unknown>;
}

const looksLikeUser = (value: unknown): value is User =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as User).roles);

/**
 * The signed-in user with roles and names. The stored session comes first: it re-renders as soon
 * as refreshUser() writes the new user. The auth provider's identity (which carries the same user
 * fields) covers contexts without a stored session.
 */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  const { identity, isPending, refetch } = useGetIdentity();
  if (session) return { user: session.user, isPending: false, refetch };
  return {
    user: looksLikeUser(identity) ? identity : null,
    isPending,
    refetch,
  };
}
