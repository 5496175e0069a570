import { userUpsertSchema } from "../../domain/schemas/user";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { UserInputs } from "./UserInputs";
import type { UserRow } from "./userModel";
import { toUserForm, userErrorField } from "./userModel";

/** The user form of both shells, validated with the server's own upsert schema. */
export function UserForm() {
  return (
    <ResourceForm<UserRow>
      schema={userUpsertSchema}
      toForm={toUserForm}
      errorField={userErrorField}
    >
      <UserInputs />
    </ResourceForm>
  );
}
