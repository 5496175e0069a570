import { upsertPath } from "../../src/routing/resourceRoutes";

/**
 * Resource name and routes of the facility users admin (§2: admin/transport/facility-users lists;
 * create and upsert/:facilityUserId live under admin/transport/facility-user).
 */
export const FACILITY_USERS_RESOURCE = "admin/transport/facility-users";
export const FACILITY_USER_RECORD_BASE = "admin/transport/facility-user";
export const FACILITY_USERS_PATH = `/${FACILITY_USERS_RESOURCE}`;
export const FACILITY_USER_CREATE_PATH = `/${FACILITY_USER_RECORD_BASE}/create`;

export const facilityUserEditPath = (id: string | number) =>
  upsertPath(FACILITY_USER_RECORD_BASE, id);
