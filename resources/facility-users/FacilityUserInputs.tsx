import {
  BooleanInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from "react-admin";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { ScopedFacilityInput } from "../../src/widgets/ScopedFacilityInput";
import { FACILITY_USER_ROLE_CHOICES } from "./facilityUserModel";
import { facilityUsersModule } from "../../domain/modules/facilityUsers";

/** Fields of the upsert body (POST /facility-users); labels come from resources.<name>.fields. */
export function FacilityUserInputs({
  fixedFacility,
  isNew,
}: {
  fixedFacility: boolean;
  isNew: boolean;
}) {
  const record = useRecordContext<{ id?: string }>();
  const { user } = useCurrentUser();
  // The server refuses (409) a facility admin's own demotion or deactivation: don't offer it.
  const isSelf = !!record?.id && record.id === user?.userId;
  return (
    <>
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <SelectInput
        source="roleCode"
        choices={FACILITY_USER_ROLE_CHOICES}
        readOnly={isSelf}
        helperText={
          isSelf ? `resources.${facilityUsersModule.name}.selfHint` : undefined
        }
        fullWidth
      />
      <ScopedFacilityInput
        source="facilityUserDetail.facilityId"
        variant="search"
        fixed={fixedFacility}
        label={facilityUsersModule.key("fields.facilityUserDetail.facilityId")}
        fixedHelperText={facilityUsersModule.key("fixedFacility")}
      />
      {/* A new account sets its password through the invitation email. */}
      {!isNew && <BooleanInput source="requirePasswordReset" />}
      <BooleanInput source="active" readOnly={isSelf} />
    </>
  );
}
