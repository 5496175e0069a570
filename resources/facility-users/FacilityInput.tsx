import { TextField as MuiTextField } from "@mui/material";
import {
  AutocompleteInput,
  ReferenceInput,
  useGetOne,
  useInput,
  useTranslate,
} from "react-admin";
import { FACILITIES_RESOURCE } from "../facilities/facilityPaths";
import { FACILITY_USERS_RESOURCE } from "./facilityUserPaths";

const SOURCE = "facilityUserDetail.facilityId";
const key = (path: string) => `resources.${FACILITY_USERS_RESOURCE}.${path}`;

/** An empty choice means "no facility", which the schema then reports as "Choose a facility.". */
const parseFacility = (id: unknown): string | null =>
  typeof id === "string" && id !== "" ? id : null;

/** Administrators pick any facility (searched on the server as they type). */
function FacilityPicker() {
  return (
    <ReferenceInput
      source={SOURCE}
      reference={FACILITIES_RESOURCE}
      sort={{ field: "facilityName", order: "ASC" }}
    >
      <AutocompleteInput
        optionText="facilityName"
        parse={parseFacility}
        fullWidth
      />
    </ReferenceInput>
  );
}

/**
 * A facility admin's users belong to their own facility: shown by name, not editable. Still a
 * form field, so a missing facility gets its message here, next to it.
 */
function FixedFacility() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: SOURCE });
  const facilityId = typeof field.value === "string" ? field.value : "";
  const { data } = useGetOne(
    FACILITIES_RESOURCE,
    { id: facilityId },
    { enabled: facilityId !== "" },
  );
  const error = fieldState.error?.message;
  return (
    <MuiTextField
      id={id}
      label={translate(key("fields.facilityUserDetail.facilityId"))}
      value={data?.facilityName ?? ""}
      error={!!error}
      helperText={
        error ? translate(error, { _: error }) : translate(key("fixedFacility"))
      }
      slotProps={{ input: { readOnly: true } }}
      fullWidth
      size="small"
      margin="dense"
    />
  );
}

export function FacilityInput({ fixed }: { fixed: boolean }) {
  return fixed ? <FixedFacility /> : <FacilityPicker />;
}
