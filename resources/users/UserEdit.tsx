import { RecordEdit } from "../../src/forms/RecordScreens";
import { PRIVILEGES } from "../../domain/privileges";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";
import { usersModule } from "../../domain/modules/users";

/** /admin/users/upsert/:id: toasts 'User updated.' and, from the toolbar, 'User deleted.'. */
export function UserEdit() {
  return (
    <RequirePrivilege
      resource={usersModule.name}
      privilege={PRIVILEGES.modifyUsers}
      deniedMessage={`resources.${usersModule.name}.forbidden`}
    >
      <RecordEdit
        mutationMode="pessimistic"
        redirect="list"
        transform={toUserUpsert}
      >
        <UserForm />
      </RecordEdit>
    </RequirePrivilege>
  );
}
