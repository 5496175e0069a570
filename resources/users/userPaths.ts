import { upsertPath } from "../../src/routing/resourceRoutes";

/** Resource name and routes of the users admin (§2: admin/users, create, upsert/:userId). */
export const USERS_RESOURCE = "admin/users";
export const USERS_PATH = `/${USERS_RESOURCE}`;
export const USER_CREATE_PATH = `${USERS_PATH}/create`;

export const userEditPath = (id: string | number) =>
  upsertPath(USERS_RESOURCE, id);
