import { useMemo } from "react";
import { SimpleForm, useRecordContext } from "react-admin";
import { userUpsertSchema } from "../../domain/schemas/user";
import { schemaResolver } from "../../custom-pages/common/schemaResolver";
import { useSaveWithFieldErrors } from "../common/useSaveWithFieldErrors";
import { UserInputs } from "./UserInputs";
import type { UserRow } from "./userModel";
import { toUserForm, userErrorField } from "./userModel";

const resolver = schemaResolver(userUpsertSchema);

/** The user form of both shells, validated with the server's own upsert schema. */
export function UserForm() {
  const row = useRecordContext<UserRow>();
  const record = useMemo(() => toUserForm(row), [row]);
  const onSubmit = useSaveWithFieldErrors(userErrorField);
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      noValidate
    >
      <UserInputs />
    </SimpleForm>
  );
}
