import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { ROLE_CODES } from "../../domain/privileges";
import type { UserUpsert } from "../../domain/schemas/user";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import {
  formatRole,
  parseFacility,
  parseRole,
  roleNeedsFacility,
} from "./userModel";
import { facilitiesModule } from "../../domain/modules/facilities";

function FacilityInput() {
  const roles = useWatch<UserUpsert, "roles">({ name: "roles" });
  if (!roleNeedsFacility(roles)) return null;
  return (
    <ReferenceInput
      source="facilityUserDetail.facilityId"
      reference={facilitiesModule.name}
      sort={{ field: "facilityName", order: "ASC" }}
    >
      <SelectInput optionText="facilityName" parse={parseFacility} fullWidth />
    </ReferenceInput>
  );
}

/** Fields of the upsert body (POST /users); labels come from resources.admin/users.fields. */
export function UserInputs() {
  const translate = useTranslate();
  const roleChoices = ROLE_CODES.map((code) => ({
    id: code,
    name: translate(roleCodeLabelKey(code)),
  }));
  return (
    <>
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <SelectInput
        source="roles"
        choices={roleChoices}
        format={formatRole}
        parse={parseRole}
        translateChoice={false}
        fullWidth
      />
      <FacilityInput />
      <BooleanInput source="requirePasswordReset" />
      <BooleanInput source="active" />
    </>
  );
}
