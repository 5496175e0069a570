import { showPath, upsertPath } from "../../src/routing/resourceRoutes";

/**
 * Resource names and routes of the vehicles admin (§2: admin/transport/vehicles lists;
 * vehicle/create, vehicle/upsert/:vehicleId, vehicle/:vehicleId and vehicle/documents/:vehicleId).
 */
export const VEHICLES_RESOURCE = "admin/transport/vehicles";
export const VEHICLE_DOCUMENTS_RESOURCE = "admin/transport/vehicle-documents";
export const VEHICLE_BASE = "admin/transport/vehicle";
export const VEHICLES_PATH = `/${VEHICLES_RESOURCE}`;
export const VEHICLE_CREATE_PATH = `/${VEHICLE_BASE}/create`;

export const vehicleEditPath = (id: string | number) =>
  upsertPath(VEHICLE_BASE, id);
export const vehicleShowPath = (id: string | number) =>
  showPath(VEHICLE_BASE, id);
export const vehicleDocumentsPath = (id: string | number) =>
  `/${VEHICLE_BASE}/documents/${encodeURIComponent(String(id))}`;

/** i18n keys of the resource (resources.admin/transport/vehicles.*). */
export const vehicleKey = (key: string) =>
  `resources.${VEHICLES_RESOURCE}.${key}`;
export const documentKey = (key: string) => vehicleKey(`documents.${key}`);
