/**
 * The reach of the transport and billing records (issue 24): each is exactly what its entity's
 * GET {prefix}/{id} lets through, its module's read rule and its scope (trips by tripScope, patients
 * and facilities by the user's facility, a driver their own record).
 */
import { driverEntity } from "../entities/drivers";
import { facilityEntity } from "../entities/facilities";
import { invoiceEntity } from "../entities/invoices";
import { patientEntity } from "../entities/patients";
import { standingOrderEntity } from "../entities/standingOrders";
import { tripEntity } from "../entities/trips";
import { vehicleEntity } from "../entities/vehicles";
import { reachOfEntity } from "./reach";

export const tripReach = reachOfEntity("trip", tripEntity);
export const patientReach = reachOfEntity("patient", patientEntity);
export const vehicleReach = reachOfEntity("vehicle", vehicleEntity);
export const driverReach = reachOfEntity("driver", driverEntity);
export const facilityReach = reachOfEntity("facility", facilityEntity);
export const standingOrderReach = reachOfEntity(
  "standing-order",
  standingOrderEntity,
);
export const invoiceReach = reachOfEntity("invoice", invoiceEntity);
