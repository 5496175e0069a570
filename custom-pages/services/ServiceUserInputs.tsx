import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { useWatch } from "react-hook-form";
import {
  isFacilityServiceRole,
  SERVICE_NAME_MAX,
} from "../../domain/schemas/service";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { FACILITIES, FACILITY_SORT } from "../../src/widgets/FacilityReference";
import { K, SERVICE_ROLE_CHOICES } from "./serviceKeys";

const F = `${K}.fields`;

/**
 * The facility, offered and required only for a facility role (nurse, facility administrator): those
 * act within one facility, as a person of that role would; the others have none.
 */
function FacilityInput() {
  const roleCode = useWatch({ name: "roleCode" }) as unknown;
  if (typeof roleCode !== "string" || !isFacilityServiceRole(roleCode))
    return null;
  return (
    <ReferenceInput
      source="facilityId"
      reference={FACILITIES}
      sort={FACILITY_SORT}
    >
      <SelectInput
        optionText="facilityName"
        label={`${F}.facilityId`}
        parse={parseOptionalId}
        helperText={`${K}.users.facilityHelp`}
        isRequired
        fullWidth
      />
    </ReferenceInput>
  );
}

/** Fields of the upsert body (POST /service-users); the organisation is fixed, not an input. */
export function ServiceUserInputs() {
  return (
    <>
      <TextInput
        source="name"
        label={`${F}.name`}
        isRequired
        slotProps={{ htmlInput: { maxLength: SERVICE_NAME_MAX } }}
        fullWidth
      />
      <SelectInput
        source="roleCode"
        label={`${F}.roleCode`}
        choices={SERVICE_ROLE_CHOICES}
        isRequired
        fullWidth
      />
      <FacilityInput />
      <BooleanInput source="active" label={`${F}.active`} />
    </>
  );
}
