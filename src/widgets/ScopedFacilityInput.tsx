import { TextField as MuiTextField } from "@mui/material";
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  useGetOne,
  useInput,
  useTranslate,
} from "react-admin";
import { parseOptionalId } from "../forms/parseOptionalId";
import { useFacilityScope } from "../session/useFacilityScope";
import { FACILITIES, FACILITY_SORT } from "./FacilityReference";

interface ScopedFacilityInputProps {
  /** The form field holding the facility id. */
  source: string;
  /**
   * "search": staff search any facility as they type, and a scoped user sees theirs by name;
   * "select": a drop-down with a "none" choice (`emptyText`), read-only for a scoped user.
   */
  variant: "search" | "select";
  /** Overrides the signed-in user's facility scope (forms that already read it). */
  fixed?: boolean;
  /** i18n keys: the label (search variant), the helper under an open and a fixed input. */
  label?: string;
  helperText?: string;
  fixedHelperText?: string;
  emptyText?: string;
}

/**
 * A facility of a record, chosen as §6 scopes it: transport staff pick any facility; facility admins
 * and nurses work inside their own, so theirs is shown and not editable (the server sets it anyway).
 */
export function ScopedFacilityInput(props: ScopedFacilityInputProps) {
  const { scoped } = useFacilityScope();
  const fixed = props.fixed ?? scoped;
  if (props.variant === "select")
    return <FacilitySelect {...props} fixed={fixed} />;
  return fixed ? <FixedFacility {...props} /> : <FacilitySearch {...props} />;
}

function FacilitySelect({
  source,
  fixed,
  helperText,
  fixedHelperText,
  emptyText,
}: ScopedFacilityInputProps) {
  const translate = useTranslate();
  const helper = fixed ? fixedHelperText : helperText;
  return (
    <ReferenceInput source={source} reference={FACILITIES} sort={FACILITY_SORT}>
      <SelectInput
        optionText="facilityName"
        parse={parseOptionalId}
        readOnly={fixed}
        emptyText={emptyText ? translate(emptyText) : undefined}
        helperText={helper ? translate(helper) : undefined}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** Searched on the server as they type; an empty choice means "no facility" (the schema says so). */
function FacilitySearch({ source, label }: ScopedFacilityInputProps) {
  return (
    <ReferenceInput source={source} reference={FACILITIES} sort={FACILITY_SORT}>
      <AutocompleteInput
        optionText="facilityName"
        parse={parseOptionalId}
        label={label}
        fullWidth
      />
    </ReferenceInput>
  );
}

/**
 * The user's own facility by name. Still a form field, so a missing facility gets its message
 * here, next to it.
 */
function FixedFacility({
  source,
  label,
  fixedHelperText,
}: ScopedFacilityInputProps) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const facilityId = typeof field.value === "string" ? field.value : "";
  const { data } = useGetOne(
    FACILITIES,
    { id: facilityId },
    { enabled: facilityId !== "" },
  );
  const error = fieldState.error?.message;
  return (
    <MuiTextField
      id={id}
      label={label ? translate(label) : undefined}
      value={data?.facilityName ?? ""}
      error={!!error}
      helperText={
        error
          ? translate(error, { _: error })
          : fixedHelperText
            ? translate(fixedHelperText)
            : undefined
      }
      slotProps={{ input: { readOnly: true } }}
      fullWidth
      size="small"
      margin="dense"
    />
  );
}
