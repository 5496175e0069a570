import { FAILURE_PREFIXES } from "../errors";
import { PRIVILEGES as P, ROLES } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/**
 * Drivers (§2: admin/transport/drivers lists; driver/create, driver/upsert/:driverId and
 * driver/:driverId sit beside it under the singular base). A driver sees only their own record.
 */
export const driversModule = defineModule({
  name: `${TRANSPORT}/drivers`,
  folder: "drivers",
  recordBase: `${TRANSPORT}/driver`,
  screens: { show: true },
  api: { prefix: "/drivers", idField: "driverId", entity: "Driver" },
  access: {
    // Dispatchers pick drivers for trips; a driver reads their own record (scoped on the server).
    read: { privileges: [P.modifyDrivers, P.modifyTrips, P.startAndStopTrips] },
    write: { privileges: [P.modifyDrivers] },
    delete: { privileges: [P.modifyDrivers] },
  },
  scoping: "driver",
  menu: [
    {
      key: "drivers",
      group: "transportAdmin",
      position: 3,
      gate: { privileges: [P.modifyDrivers] },
    },
  ],
  moduleGates: {
    // Record screens sit beside their lists under singular names (§2: driver/create, vehicle/:id).
    [`${T}/driver`]: { privileges: [P.modifyDrivers] },
    // The driver's own pages (set status).
    "/driver": { role: ROLES.driver },
  },
});

/** The two status histories of a driver (§2 driver status): the data provider's and server's side. */
const statusRecordAccess = {
  read: { privileges: [P.modifyDrivers, P.startAndStopTrips] },
  write: { privileges: [P.modifyDrivers, P.startAndStopTrips] },
  delete: { privileges: [P.modifyDrivers] },
};

export const onlineStatusRecordsModule = defineModule({
  name: `${TRANSPORT}/online-status-records`,
  api: {
    prefix: "/drivers/online-status-records",
    idField: "onlineStatusRecordId",
    entity: "Online Status Record",
    failurePrefixes: {
      create: FAILURE_PREFIXES.onlineStatus,
      update: FAILURE_PREFIXES.onlineStatus,
    },
  },
  access: statusRecordAccess,
  scoping: "driver",
});

export const influenceStatusRecordsModule = defineModule({
  name: `${TRANSPORT}/influence-status-records`,
  api: {
    prefix: "/drivers/influence-status-records",
    idField: "alcoholAndDrugStatusRecordId",
    entity: "Influence Status Record",
    failurePrefixes: {
      create: FAILURE_PREFIXES.influenceStatus,
      update: FAILURE_PREFIXES.influenceStatus,
    },
  },
  access: statusRecordAccess,
  scoping: "driver",
});
