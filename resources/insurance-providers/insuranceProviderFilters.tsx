import { AutocompleteInput, SearchInput, SelectInput } from "react-admin";
import { STATE_CHOICES } from "../facilities/stateChoices";

const ACTIVE_CHOICES = [
  { id: true, name: "ra.boolean.true" },
  { id: false, name: "ra.boolean.false" },
];

/** Insurance providers list filters: free text (name, payer id, phone), active and state. */
export const insuranceProviderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    choices={ACTIVE_CHOICES}
    alwaysOn
  />,
  <AutocompleteInput key="state" source="state" choices={STATE_CHOICES} />,
];
