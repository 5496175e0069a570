import { SearchInput, SelectInput } from "react-admin";
import { FACILITY_USER_ROLE_CHOICES } from "./facilityUserModel";
import { ACTIVE_CHOICES } from "../../src/widgets/choices";
import { FacilityFilter } from "../../src/widgets/FacilityReference";

/**
 * Facility users list filters: free text, role, active and (for administrators, who see every
 * facility) the facility.
 */
export function facilityUserFilters(withFacility: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="roleCode"
      source="roleCode"
      choices={FACILITY_USER_ROLE_CHOICES}
      alwaysOn
    />,
    <SelectInput key="active" source="active" choices={ACTIVE_CHOICES} />,
    ...(withFacility
      ? [<FacilityFilter key="facilityId" source="facilityId" search />]
      : []),
  ];
}
