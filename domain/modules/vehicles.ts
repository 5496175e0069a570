import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/** A vehicle and its documents may be read with view-vehicles (drivers); changing needs modify. */
const vehicleAccess = {
  read: { privileges: [P.modifyVehicles, P.viewVehicles] },
  write: { privileges: [P.modifyVehicles] },
};

/**
 * Vehicles (§2: admin/transport/vehicles lists; vehicle/create, vehicle/upsert/:vehicleId,
 * vehicle/:vehicleId and vehicle/documents/:vehicleId).
 */
export const vehiclesModule = defineModule({
  name: `${TRANSPORT}/vehicles`,
  folder: "vehicles",
  recordBase: `${TRANSPORT}/vehicle`,
  screens: { show: true, pages: ["documents/:id"] },
  api: { prefix: "/vehicles", idField: "vehicleId", entity: "Vehicle" },
  access: vehicleAccess,
  menu: [
    {
      key: "vehicles",
      group: "transportAdmin",
      position: 4,
      gate: { privileges: [P.modifyVehicles] },
    },
  ],
  moduleGates: {
    [`${T}/vehicle`]: vehicleAccess.read,
    [`${T}/vehicle/create`]: vehicleAccess.write,
    [`${T}/vehicle/upsert`]: vehicleAccess.write,
  },
});

/** A vehicle's documents: screens and messages belong to the vehicles module. */
export const vehicleDocumentsModule = defineModule({
  name: `${TRANSPORT}/vehicle-documents`,
  api: {
    prefix: "/vehicles/documents",
    idField: "vehicleDocumentId",
    entity: "Vehicle Document",
  },
  access: vehicleAccess,
  i18nKey: `${vehiclesModule.i18nKey}.documents`,
});
