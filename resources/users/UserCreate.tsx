import { Create } from "react-admin";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { writeGate } from "../../src/session/usePrivilege";
import { UserForm } from "./UserForm";
import { toUserUpsert } from "./userModel";
import { usersModule } from "../../domain/modules/users";

/** /admin/users/create: toast 'New User added.'; the server emails the new user a setup link. */
export function UserCreate() {
  return (
    <RequirePrivilege
      {...writeGate(usersModule)}
      deniedMessage={`resources.${usersModule.name}.forbidden`}
    >
      <Create
        mutationMode="pessimistic"
        redirect="list"
        transform={toUserUpsert}
      >
        <UserForm />
      </Create>
    </RequirePrivilege>
  );
}
