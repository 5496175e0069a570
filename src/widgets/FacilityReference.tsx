import {
  AutocompleteInput,
  DataTable,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from "react-admin";
import { facilitiesModule } from "../../domain/modules/facilities";

export const FACILITIES = facilitiesModule.name;
/** Facilities are offered by name. */
export const FACILITY_SORT = { field: "facilityName", order: "ASC" } as const;

/**
 * A referenced record's name as plain text (no link): a user's facility, a patient's insurer. The
 * surrounding layout reads `source` (and `label`) for the field's label.
 */
export function ReferenceName({
  source,
  reference,
  name,
  emptyText,
}: {
  source: string;
  reference: string;
  /** The referenced record's field to show. */
  name: string;
  label?: string;
  emptyText?: string;
}) {
  return (
    <ReferenceField
      source={source}
      reference={reference}
      link={false}
      emptyText={emptyText}
    >
      <TextField source={name} />
    </ReferenceField>
  );
}

/** The facility's name of a record that holds a facility id. */
export const FacilityName = ({
  source,
  emptyText,
}: {
  source: string;
  label?: string;
  emptyText?: string;
}) => (
  <ReferenceName
    source={source}
    reference={FACILITIES}
    name="facilityName"
    emptyText={emptyText}
  />
);

/** A list column with the facility's name (not sortable: the server sorts by its own columns). */
export const FacilityColumn = ({ source }: { source: string }) => (
  <DataTable.Col source={source} disableSort>
    <FacilityName source={source} />
  </DataTable.Col>
);

/**
 * The facility filter of lists that span facilities: a drop-down, or a search as the user types
 * (`search`) where the list may hold many facilities' rows.
 */
export const FacilityFilter = ({
  source,
  search = false,
}: {
  source: string;
  search?: boolean;
}) => (
  <ReferenceInput source={source} reference={FACILITIES} sort={FACILITY_SORT}>
    {search ? (
      <AutocompleteInput optionText="facilityName" />
    ) : (
      <SelectInput optionText="facilityName" />
    )}
  </ReferenceInput>
);
