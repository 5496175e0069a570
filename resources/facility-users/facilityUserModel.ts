/** Data shaping for the facility users admin: form values and role choices (the CSV is the server's). */
import type {
  FacilityUser,
  FacilityUserRole,
  FacilityUserUpsert,
} from "../../domain/schemas/facilityUser";
import { FACILITY_USER_ROLES } from "../../domain/schemas/facilityUser";
import { roleCodeLabelKey } from "../../src/session/roleLabel";

export type FacilityUserRow = Omit<FacilityUser, "_id">;

/** Form values; the facility id stays null until chosen (the schema then says "Choose a facility."). */
export type FacilityUserForm = Omit<
  FacilityUserUpsert,
  "facilityUserDetail"
> & {
  id?: string;
  facilityUserDetail: { facilityId: string | null };
};

export const FACILITY_USER_ROLE_CHOICES = FACILITY_USER_ROLES.map((code) => ({
  id: code,
  name: roleCodeLabelKey(code),
}));

/**
 * The form values for a row, or a new nurse. `ownFacilityId` is the facility admin's own facility:
 * a new user starts there (and the input is fixed to it).
 */
export function toFacilityUserForm(
  row: FacilityUserRow | null | undefined,
  ownFacilityId: string | null = null,
): FacilityUserForm {
  if (!row)
    return {
      email: "",
      firstName: "",
      lastName: "",
      roleCode: "nurse",
      facilityUserDetail: { facilityId: ownFacilityId },
      active: true,
    };
  return {
    id: String(row.id),
    facilityUserId: row.facilityUserId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleCode: row.roleCode as FacilityUserRole,
    facilityUserDetail: { facilityId: row.facilityUserDetail.facilityId },
    active: row.active,
    requirePasswordReset: row.requirePasswordReset,
  };
}
