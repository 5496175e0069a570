import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
} from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import {
  BOOKING_TYPES,
  OUTCOME_CODES,
  PICK_UP_PUNCTUALITIES,
  TRIP_STATUSES,
} from "../../domain/tripEnums";
import { ACTIVE_CHOICES } from "../../src/widgets/choices";
import { FacilityFilter } from "../../src/widgets/FacilityReference";
import { TripDayFilterInput } from "./TripDayFilterInput";
import {
  FILTER_SOURCES as S,
  fromDateFromBody,
  fromDateToBody,
  toDateFromBody,
  toDateToBody,
  tripKey,
} from "./tripModel";

const STATUS_CHOICES = TRIP_STATUSES.map((status) => ({
  id: status,
  name: tripKey(`statuses.${status}`),
}));
const BOOKING_TYPE_CHOICES = BOOKING_TYPES.map((type) => ({
  id: type,
  name: tripKey(`bookingTypes.${type}`),
}));
const OUTCOME_CHOICES = OUTCOME_CODES.map((code) => ({
  id: code,
  name: tripKey(`outcomes.${code}`),
}));
const PUNCTUALITY_CHOICES = PICK_UP_PUNCTUALITIES.map((value) => ({
  id: value,
  name: tripKey(`punctuality.${value}`),
}));

export interface TripFilterOptions {
  /** Facilities to choose from: staff who span facilities (modify-trips, not facility-scoped). */
  byFacility: boolean;
  /** Drivers to choose from: dispatch (modify-trips). */
  byDriver: boolean;
}

/**
 * The trips list filters (issue 9), each at its §7 place in the search body: free text (q →
 * searchTerm), statuses, the pick-up date range, booking type, equipment, the outcome and the pick-up
 * punctuality (what the analytics tiles link with, issue 29), and for dispatch the facility and the
 * driver. The server scopes the rows whatever these say.
 */
export function tripFilters({ byFacility, byDriver }: TripFilterOptions) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectArrayInput
      key="statuses"
      source={S.statuses}
      choices={STATUS_CHOICES}
      alwaysOn
      sx={{ minWidth: 180 }}
    />,
    <TripDayFilterInput
      key="fromDate"
      source={S.fromDate}
      label={tripKey(`fields.${S.fromDate}`)}
      toBody={fromDateToBody}
      fromBody={fromDateFromBody}
      alwaysOn
    />,
    <TripDayFilterInput
      key="toDate"
      source={S.toDate}
      label={tripKey(`fields.${S.toDate}`)}
      toBody={toDateToBody}
      fromBody={toDateFromBody}
    />,
    <SelectInput
      key="bookingType"
      source={S.bookingType}
      choices={BOOKING_TYPE_CHOICES}
    />,
    <SelectArrayInput
      key="outcomes"
      source={S.outcomes}
      choices={OUTCOME_CHOICES}
      sx={{ minWidth: 180 }}
    />,
    <SelectInput
      key="punctuality"
      source={S.punctuality}
      choices={PUNCTUALITY_CHOICES}
    />,
    <SelectInput
      key="wheelchair"
      source={S.wheelchair}
      choices={ACTIVE_CHOICES}
    />,
    <SelectInput
      key="stretcher"
      source={S.stretcher}
      choices={ACTIVE_CHOICES}
    />,
    ...(byFacility
      ? [<FacilityFilter key="facility" source={S.facility} search />]
      : []),
    ...(byDriver
      ? [
          <ReferenceInput
            key="driver"
            source={S.driver}
            reference={driversModule.name}
            sort={{ field: "lastName", order: "ASC" }}
          >
            <AutocompleteInput />
          </ReferenceInput>,
        ]
      : []),
  ];
}
