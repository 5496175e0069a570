import { facilitiesModule } from "../../domain/modules/facilities";
import { count, eq, sql } from "drizzle-orm";
import { isFacilityScoped } from "../../domain/privileges";
import {
  facilityRowSchema,
  facilityUpsertSchema,
} from "../../domain/schemas/facility";
import { defineEntity } from "../crud/entity";
import { FACILITY_CSV_COLUMNS } from "./exportColumns";
import { facilities, patients, users } from "../db/schema";
import { conflict } from "../errors";

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

export const facilityEntity = defineEntity({
  entity: facilitiesModule.api.entity,
  prefix: facilitiesModule.api.prefix,
  table: facilities,
  idColumn: facilities.id,
  idField: facilitiesModule.api.idField,
  rowSchema: facilityRowSchema,
  bodySchema: facilityUpsertSchema,
  // The column is "name"; the API says facilityName (§3).
  rowFields: (f) => ({ facilityName: f.name }),
  valueFields: (b) => ({ name: b.facilityName }),
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
  access: facilitiesModule.access,
  attributes: "facility",
  csvColumns: FACILITY_CSV_COLUMNS,
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
