import type { RaRecord } from "react-admin";
import { serviceOrganizationPath } from "../../domain/modules/services";
import { RecordEdit } from "../../src/forms/RecordScreens";
import { ServiceOrganizationForm } from "./ServiceOrganizationForm";

/**
 * /admin/services/upsert/:id: back to the organisation's page after a save; the toolbar's delete
 * (409 'Remove its service users first.' while it has users) goes back to the list.
 */
export function ServiceOrganizationEdit() {
  return (
    <RecordEdit
      mutationMode="pessimistic"
      redirect={(_resource, id, data?: Partial<RaRecord>) =>
        serviceOrganizationPath(String(data?.id ?? id))
      }
    >
      <ServiceOrganizationForm />
    </RecordEdit>
  );
}
