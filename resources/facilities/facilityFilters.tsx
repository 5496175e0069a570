import {
  AutocompleteInput,
  SearchInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { FACILITY_TYPES } from "../../domain/schemas/facility";
import { facilityTypeLabelKey } from "./facilityModel";
import { STATE_CHOICES } from "../../src/widgets/choices";

export const FACILITY_TYPE_CHOICES = FACILITY_TYPES.map((type) => ({
  id: type,
  name: facilityTypeLabelKey(type),
}));

/** Facilities list filters: free text (q → searchTerm), type, city and state (server filters). */
export const facilityFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="facilityType"
    source="facilityType"
    choices={FACILITY_TYPE_CHOICES}
    alwaysOn
  />,
  <TextInput key="city" source="city" />,
  <AutocompleteInput key="state" source="state" choices={STATE_CHOICES} />,
];
