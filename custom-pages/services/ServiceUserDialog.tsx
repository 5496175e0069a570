import { SaveButton, SimpleForm, Toolbar } from "react-admin";
import { serviceUsersModule } from "../../domain/modules/services";
import type { ServiceUserRow } from "../../domain/schemas/service";
import { serviceUserUpsertSchema } from "../../domain/schemas/service";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { RecordFormDialog } from "../../src/widgets/RecordFormDialog";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { K } from "./serviceKeys";
import { ServiceUserInputs } from "./ServiceUserInputs";
import { toServiceUserForm } from "./serviceUserModel";

const U = `${K}.users`;
const resolver = schemaResolver(serviceUserUpsertSchema);

/** Save only: a service user is deactivated (its keys stop working), not deleted from here. */
function UserForm({
  record,
}: {
  record: ReturnType<typeof toServiceUserForm>;
}) {
  const onSubmit = useSaveWithFieldErrors();
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      noValidate
    >
      <ServiceUserInputs />
    </SimpleForm>
  );
}

/**
 * Adds a service user to an organisation, or edits one, through POST /service-users; server field
 * errors (422 facilityId) land on their inputs. Toasts are the server's words for the entity.
 */
export function ServiceUserDialog({
  serviceOrganizationId,
  user,
  onClose,
}: {
  serviceOrganizationId: string;
  /** The user being edited; none: a new one. */
  user?: ServiceUserRow;
  onClose: (changed: boolean) => void;
}) {
  return (
    <RecordFormDialog
      resource={serviceUsersModule.name}
      id={user?.id}
      dialogId="service-user-dialog"
      title={`${U}.${user ? "editTitle" : "addTitle"}`}
      createdMessage={`${U}.created`}
      updatedMessage={`${U}.updated`}
      onClose={onClose}
    >
      <UserForm record={toServiceUserForm(serviceOrganizationId, user)} />
    </RecordFormDialog>
  );
}
