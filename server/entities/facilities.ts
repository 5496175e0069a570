import { count, eq, sql } from "drizzle-orm";
import { PRIVILEGES as P, isFacilityScoped } from "../../domain/privileges";
import {
  facilityRowSchema,
  facilityUpsertSchema,
} from "../../domain/schemas/facility";
import type { Facility } from "../../domain/schemas/facility";
import { defineEntity } from "../crud/entity";
import { facilities, patients, users } from "../db/schema";
import { conflict } from "../errors";
import { iso } from "./iso";

type FacilityRecord = typeof facilities.$inferSelect;

export function toFacility(f: FacilityRecord): Facility {
  return {
    _id: f.id,
    id: f.id,
    facilityId: f.id,
    facilityName: f.name,
    facilityType: f.facilityType,
    addressLine1: f.addressLine1,
    addressLine2: f.addressLine2,
    city: f.city,
    state: f.state,
    postalCode: f.postalCode,
    phone: f.phone,
    billingContactName: f.billingContactName,
    billingContactEmail: f.billingContactEmail,
    billingContactPhone: f.billingContactPhone,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
  };
}

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

export const facilityEntity = defineEntity({
  entity: "Facility",
  prefix: "/facilities",
  table: facilities,
  idColumn: facilities.id,
  idField: "facilityId",
  rowSchema: facilityRowSchema,
  bodySchema: facilityUpsertSchema,
  toRow: toFacility,
  toValues: (b) => ({
    name: b.facilityName,
    facilityType: b.facilityType,
    addressLine1: b.addressLine1,
    addressLine2: b.addressLine2,
    city: b.city,
    state: b.state,
    postalCode: b.postalCode,
    phone: b.phone,
    billingContactName: b.billingContactName,
    billingContactEmail: b.billingContactEmail,
    billingContactPhone: b.billingContactPhone,
  }),
  sortable: {
    facilityName: facilities.name,
    facilityType: facilities.facilityType,
    city: facilities.city,
    createdAt: facilities.createdAt,
  },
  defaultSort: "facilityName",
  filters: {
    facilityType: { kind: "string", column: facilities.facilityType },
    // Operators type "columbus" as often as "Columbus".
    city: {
      kind: "string",
      build: (v) =>
        sql`lower(${facilities.city}) = ${String(v).trim().toLowerCase()}`,
    },
    // States are stored upper-case (the schema normalises them).
    state: {
      kind: "string",
      build: (v) => eq(facilities.state, String(v).trim().toUpperCase()),
    },
  },
  searchColumn: facilities.searchText,
  dateColumn: facilities.createdAt,
  access: {
    read: {
      // Staff screens link users and patients to facilities; trip booking (modify-trips) picks one.
      // request-trips is not enough: a customer has no business reading facilities' billing contacts.
      privileges: [
        P.modifyFacilities,
        P.modifyUsers,
        P.viewUsers,
        P.modifyFacilityUsers,
        P.modifyPatients,
        P.modifyTrips,
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
  // Staff and patients keep a facility (ON DELETE RESTRICT); say who, rather than a bare conflict.
  beforeDelete: async (existing, { app }) => {
    const [[staff], [patientRows]] = await Promise.all([
      app.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.facilityId, existing.id)),
      app.db
        .select({ n: count() })
        .from(patients)
        .where(eq(patients.facilityId, existing.id)),
    ]);
    const parts = [
      staff.n > 0 ? plural(staff.n, "user", "users") : null,
      patientRows.n > 0 ? plural(patientRows.n, "patient", "patients") : null,
    ].filter((p): p is string => p !== null);
    if (parts.length === 0) return;
    const verb = staff.n + patientRows.n === 1 ? "belongs" : "belong";
    throw conflict(
      `This facility cannot be deleted while ${parts.join(" and ")} ${verb} to it.`,
    );
  },
});
