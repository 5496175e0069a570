import { Edit } from "react-admin";
import { RequireModifyUsers } from "./RequireModifyUsers";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";

/** /admin/users/upsert/:id: toasts 'User updated.' and, from the toolbar, 'User deleted.'. */
export function UserEdit() {
  return (
    <RequireModifyUsers>
      <Edit mutationMode="pessimistic" redirect="list" transform={toUserUpsert}>
        <UserForm />
      </Edit>
    </RequireModifyUsers>
  );
}
