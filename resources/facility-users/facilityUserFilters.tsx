import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { FACILITIES_RESOURCE } from "../facilities/facilityPaths";
import { FACILITY_USER_ROLE_CHOICES } from "./facilityUserModel";

const ACTIVE_CHOICES = [
  { id: true, name: "ra.boolean.true" },
  { id: false, name: "ra.boolean.false" },
];

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
      ? [
          <ReferenceInput
            key="facilityId"
            source="facilityId"
            reference={FACILITIES_RESOURCE}
            sort={{ field: "facilityName", order: "ASC" }}
          >
            <AutocompleteInput optionText="facilityName" />
          </ReferenceInput>,
        ]
      : []),
  ];
}
