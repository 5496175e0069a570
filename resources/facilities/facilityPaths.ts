import { showPath, upsertPath } from "../../src/routing/resourceRoutes";

/**
 * Resource name and routes of the facilities admin (§2: admin/transport/facilities lists; create,
 * upsert/:facilityId and the show page live under admin/transport/facility).
 */
export const FACILITIES_RESOURCE = "admin/transport/facilities";
export const FACILITY_RECORD_BASE = "admin/transport/facility";
export const FACILITIES_PATH = `/${FACILITIES_RESOURCE}`;
export const FACILITY_CREATE_PATH = `/${FACILITY_RECORD_BASE}/create`;

export const facilityEditPath = (id: string | number) =>
  upsertPath(FACILITY_RECORD_BASE, id);
export const facilityShowPath = (id: string | number) =>
  showPath(FACILITY_RECORD_BASE, id);
