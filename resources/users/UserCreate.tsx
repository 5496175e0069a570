import { Create } from "react-admin";
import { RequireModifyUsers } from "./RequireModifyUsers";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";

/** /admin/users/create: toast 'New User added.'; the server emails the new user a setup link. */
export function UserCreate() {
  return (
    <RequireModifyUsers>
      <Create
        mutationMode="pessimistic"
        redirect="list"
        transform={toUserUpsert}
      >
        <UserForm />
      </Create>
    </RequireModifyUsers>
  );
}
