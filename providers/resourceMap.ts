/**
 * react-admin resource name → REST contract of §7. A new resource adds one line.
 *
 * - `prefix`: path under /api (GET {prefix}/{id}, POST {prefix}/search, POST {prefix}, DELETE {prefix}/{id}).
 * - `idField`: the entity's id in rows and in getMany's `additionalArrayFilters`.
 * - `bodyIdField`: the id key of the upsert body when it differs from `idField` (features send `id`).
 * - `entity`: the label of §8's failure messages ("Failed to retrieve the requested Feature: ").
 * - `failurePrefixes`: §8 prefixes where this resource's wording differs from the entity defaults.
 */
import { FAILURE_PREFIXES } from "../domain/errors";

export type CrudMethod =
  | "getList"
  | "getOne"
  | "getMany"
  | "getManyReference"
  | "create"
  | "update"
  | "updateMany"
  | "delete"
  | "deleteMany";

export type FailurePrefixes = Partial<Record<CrudMethod, string>>;

export interface ResourceConfig {
  prefix: string;
  idField: string;
  bodyIdField?: string;
  entity: string;
  failurePrefixes?: FailurePrefixes;
}

export const RESOURCE_MAP = {
  "admin/features": {
    prefix: "/features",
    idField: "featureId",
    bodyIdField: "id",
    entity: "Feature",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createFeature,
      update: FAILURE_PREFIXES.updateFeature,
      updateMany: FAILURE_PREFIXES.updateFeature,
    },
  },
  "admin/users": { prefix: "/users", idField: "userId", entity: "User" },
  "admin/transport/drivers": {
    prefix: "/drivers",
    idField: "driverId",
    entity: "Driver",
  },
  "admin/transport/online-status-records": {
    prefix: "/drivers/online-status-records",
    idField: "onlineStatusRecordId",
    entity: "Online Status Record",
    failurePrefixes: {
      create: FAILURE_PREFIXES.onlineStatus,
      update: FAILURE_PREFIXES.onlineStatus,
    },
  },
  "admin/transport/influence-status-records": {
    prefix: "/drivers/influence-status-records",
    idField: "alcoholAndDrugStatusRecordId",
    entity: "Influence Status Record",
    failurePrefixes: {
      create: FAILURE_PREFIXES.influenceStatus,
      update: FAILURE_PREFIXES.influenceStatus,
    },
  },
  "admin/transport/vehicles": {
    prefix: "/vehicles",
    idField: "vehicleId",
    entity: "Vehicle",
  },
  "admin/transport/vehicle-documents": {
    prefix: "/vehicles/documents",
    idField: "vehicleDocumentId",
    entity: "Vehicle Document",
  },
  "admin/transport/facilities": {
    prefix: "/facilities",
    idField: "facilityId",
    entity: "Facility",
  },
  "admin/transport/facility-users": {
    prefix: "/facility-users",
    idField: "facilityUserId",
    entity: "Facility User",
  },
  "admin/transport/insurance-providers": {
    prefix: "/insurance-providers",
    idField: "insuranceProviderId",
    entity: "Insurance Provider",
  },
  "admin/transport/patients": {
    prefix: "/patients",
    idField: "patientId",
    entity: "Patient",
  },
  "admin/transport/trip-prices": {
    prefix: "/trip-prices",
    idField: "tripPriceId",
    entity: "Trip Price",
  },
  notifications: {
    prefix: "/notifications",
    idField: "notificationId",
    entity: "Notification",
  },
} as const satisfies Record<string, ResourceConfig>;

export type ResourceName = keyof typeof RESOURCE_MAP;

export function resourceConfig(resource: string): ResourceConfig {
  const config = (RESOURCE_MAP as Record<string, ResourceConfig>)[resource];
  if (!config)
    throw new Error(
      `Unknown resource "${resource}": add it to providers/resourceMap.ts`,
    );
  return config;
}
