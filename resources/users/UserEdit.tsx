import { Edit } from "react-admin";
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
      <Edit mutationMode="pessimistic" redirect="list" transform={toUserUpsert}>
        <UserForm />
      </Edit>
    </RequirePrivilege>
  );
}
