import { RecordEdit } from "../../src/forms/RecordScreens";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { writeGate } from "../../src/session/usePrivilege";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";
import { usersModule } from "../../domain/modules/users";

/** /admin/users/upsert/:id: toasts 'User updated.' and, from the toolbar, 'User deleted.'. */
export function UserEdit() {
  return (
    <RequirePrivilege
      {...writeGate(usersModule)}
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
