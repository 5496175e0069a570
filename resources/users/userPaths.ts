/** Resource name and routes of the users admin (§2: admin/users, create, upsert/:userId). */
export const USERS_RESOURCE = "admin/users";
export const USERS_PATH = `/${USERS_RESOURCE}`;
export const USER_CREATE_PATH = `${USERS_PATH}/create`;
/** Relative route of the edit screen under the Resource. */
export const USER_UPSERT_ROUTE = "upsert/:id";

export function userEditPath(id: string | number): string {
  return `${USERS_PATH}/upsert/${encodeURIComponent(String(id))}`;
}
