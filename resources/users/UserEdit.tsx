import { RecordEdit } from "../../src/forms/RecordScreens";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { writeGate } from "../../src/session/usePrivilege";
import { UserEditActions } from "./UserEditActions";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";
import { usersModule } from "../../domain/modules/users";

/**
 * /admin/users/upsert/:id: toasts 'User updated.' and, from the toolbar, 'User deleted.'; above the
 * form, unlocking the user's sign-in and resetting their second factor (issue 21).
 */
export function UserEdit() {
  return (
    <RequirePrivilege
      {...writeGate(usersModule)}
      deniedMessage={`resources.${usersModule.name}.forbidden`}
    >
      <RecordEdit
        actions={<UserEditActions />}
        mutationMode="pessimistic"
        redirect="list"
        transform={toUserUpsert}
      >
        <UserForm />
      </RecordEdit>
    </RequirePrivilege>
  );
}
