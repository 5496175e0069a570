import { serviceOrganizationUpsertSchema } from "../../domain/schemas/service";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { ServiceOrganizationInputs } from "./ServiceOrganizationInputs";
import type { ServiceOrganizationRow } from "./serviceOrganizationModel";
import { toServiceOrganizationForm } from "./serviceOrganizationModel";

/** The organisation form of both shells, validated with the server's own schema (409 name taken lands on name). */
export function ServiceOrganizationForm() {
  return (
    <ResourceForm<ServiceOrganizationRow>
      schema={serviceOrganizationUpsertSchema}
      toForm={toServiceOrganizationForm}
    >
      <ServiceOrganizationInputs />
    </ResourceForm>
  );
}
