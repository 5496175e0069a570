/** Data shaping between service user rows and the upsert body its dialog edits. */
import type {
  ServiceUserRow,
  ServiceUserUpsert,
} from "../../domain/schemas/service";

/** The form values of a service user; a new one starts active, in its organisation, without a role. */
export function toServiceUserForm(
  serviceOrganizationId: string,
  row?: ServiceUserRow,
): Partial<ServiceUserUpsert> & { id?: string } {
  if (!row)
    return { serviceOrganizationId, name: "", facilityId: null, active: true };
  return {
    id: String(row.id),
    serviceUserId: row.serviceUserId,
    serviceOrganizationId: row.serviceOrganizationId,
    name: row.name,
    roleCode: row.roleCode as ServiceUserUpsert["roleCode"],
    facilityId: row.facilityId,
    active: row.active,
  };
}
