/** Data shaping between organisation rows and the upsert body the form edits, and its labels. */
import { adminServicesModule as m } from "../../domain/modules/adminServices";
import type {
  ServiceOrganizationRow,
  ServiceOrganizationUpsert,
} from "../../domain/schemas/service";
import { SERVICE_ORGANIZATION_KINDS } from "../../domain/schemas/service";

export type { ServiceOrganizationRow };

/** The i18n key naming a kind; an unknown kind reads as itself (translate's `_`). */
export const kindKey = (kind: string) => m.key(`kinds.${kind}`);

export const KIND_CHOICES = SERVICE_ORGANIZATION_KINDS.map((id) => ({
  id,
  name: kindKey(id),
}));

export const serviceOrganizationDefaults: ServiceOrganizationUpsert = {
  name: "",
  kind: "other",
  contactEmail: "",
  notes: "",
  active: true,
};

/**
 * The form values for a row; a new organisation starts from the defaults. `id` stays for the record
 * context (the toolbar's delete reads it); the schema strips it from the body.
 */
export function toServiceOrganizationForm(
  row: ServiceOrganizationRow | null | undefined,
): ServiceOrganizationUpsert & { id?: string } {
  if (!row) return { ...serviceOrganizationDefaults };
  return {
    id: String(row.id),
    serviceOrganizationId: row.serviceOrganizationId,
    name: row.name,
    kind: row.kind as ServiceOrganizationUpsert["kind"],
    contactEmail: row.contactEmail ?? "",
    notes: row.notes,
    active: row.active,
  };
}
