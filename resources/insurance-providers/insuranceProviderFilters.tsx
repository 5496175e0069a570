import { AutocompleteInput, SearchInput, SelectInput } from "react-admin";
import { ACTIVE_CHOICES, STATE_CHOICES } from "../../src/widgets/choices";

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
