import { Create } from "react-admin";
import type { RaRecord } from "react-admin";
import { serviceOrganizationPath } from "../../domain/modules/services";
import { ServiceOrganizationForm } from "./ServiceOrganizationForm";

/** /admin/services/create: a new organisation opens its own page, where its users are added. */
export function ServiceOrganizationCreate() {
  return (
    <Create
      mutationMode="pessimistic"
      redirect={(_resource, _id, data?: Partial<RaRecord>) =>
        data?.id ? serviceOrganizationPath(String(data.id)) : "list"
      }
    >
      <ServiceOrganizationForm />
    </Create>
  );
}
