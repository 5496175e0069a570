import { showPath, upsertPath } from "../../src/routing/resourceRoutes";

/**
 * Resource name and routes of the drivers admin (§2: admin/transport/drivers lists; driver/create,
 * driver/upsert/:driverId and driver/:driverId sit beside it under the singular base).
 */
export const DRIVERS_RESOURCE = "admin/transport/drivers";
export const DRIVER_BASE = "admin/transport/driver";
export const DRIVERS_PATH = `/${DRIVERS_RESOURCE}`;
export const DRIVER_CREATE_PATH = `/${DRIVER_BASE}/create`;

export const driverEditPath = (id: string | number) =>
  upsertPath(DRIVER_BASE, id);
export const driverShowPath = (id: string | number) =>
  showPath(DRIVER_BASE, id);
