import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { PRIVILEGES as P, isFacilityScoped } from "../../domain/privileges";
import { requiredText } from "../../domain/schemas/common";
import { defineEntity } from "../crud/entity";
import { facilities } from "../db/schema";
import { iso } from "./iso";

// The transport-admin issue extends facilities (address, phone, billing contact); the platform needs
// the table for users' facility link and facility scoping.
export const FACILITY_TYPES = ["community", "facility", "hospital"] as const;

export const facilityUpsertSchema = z.object({
  facilityId: z.uuid().optional(),
  facilityName: requiredText(200),
  facilityType: z.enum(FACILITY_TYPES),
});

export const facilityRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  facilityId: z.string(),
  facilityName: z.string(),
  facilityType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const facilityEntity = defineEntity({
  entity: "Facility",
  prefix: "/facilities",
  table: facilities,
  idColumn: facilities.id,
  idField: "facilityId",
  rowSchema: facilityRowSchema,
  bodySchema: facilityUpsertSchema,
  toRow: (f) => ({
    _id: f.id,
    id: f.id,
    facilityId: f.id,
    facilityName: f.name,
    facilityType: f.facilityType,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
  }),
  toValues: (b) => ({ name: b.facilityName, facilityType: b.facilityType }),
  sortable: {
    facilityName: facilities.name,
    facilityType: facilities.facilityType,
    createdAt: facilities.createdAt,
  },
  defaultSort: "facilityName",
  filters: {
    facilityType: { kind: "string", column: facilities.facilityType },
  },
  searchColumn: facilities.searchText,
  dateColumn: facilities.createdAt,
  access: {
    read: {
      privileges: [
        P.modifyFacilities,
        P.modifyUsers,
        P.viewUsers,
        P.modifyFacilityUsers,
        P.modifyPatients,
      ],
    },
    write: { privileges: [P.modifyFacilities] },
  },
  // Facility admins and nurses see only their own facility (§6); no facility, nothing.
  scope: (user) =>
    isFacilityScoped(user)
      ? user.facilityId
        ? eq(facilities.id, user.facilityId)
        : sql`false`
      : undefined,
});
