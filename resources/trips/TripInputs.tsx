import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { Stack } from "@mui/material";
import { useWatch } from "react-hook-form";
import type { Mobility } from "../../domain/mobility";
import { driversModule } from "../../domain/modules/drivers";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import {
  BOOKING_TYPES,
  CANCELLING_PARTIES,
  MAX_COMPANIONS,
  SERVICE_LEVELS,
  TRIP_PURPOSES,
} from "../../domain/schemas/trip";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { InputRow, SectionHeading } from "../../src/widgets/FormSection";
import { ScopedFacilityInput } from "../../src/widgets/ScopedFacilityInput";
import { BookingArticlesPanel } from "../../src/widgets/knowledge/BookingArticlesPanel";
import { MobilityInput } from "../../src/widgets/trips/MobilityInput";
import { FarePreview } from "./FarePreview";
import { TripAddressInputs } from "./TripAddressInputs";
import { TripPatientInput } from "./TripPatientInput";
import { TripPayorInputs } from "./TripPayorInputs";
import { TripScheduleInputs } from "./TripScheduleInputs";
import { bookingKey, parseCount } from "./tripFormModel";

const field = (name: string) => bookingKey(`fields.${name}`);
const mobilityKey = (m: Mobility) => tripsModule.key(`equipment.${m}`);
const choices = (ids: readonly string[], group: string) =>
  ids.map((id) => ({ id, name: bookingKey(`${group}.${id}`) }));

const BOOKING_TYPE_CHOICES = choices(BOOKING_TYPES, "bookingTypes");
const PURPOSE_CHOICES = choices(TRIP_PURPOSES, "purposes");
const SERVICE_LEVEL_CHOICES = choices(SERVICE_LEVELS, "serviceLevels");

export interface TripInputsProps {
  isNew: boolean;
  /** Holders of modify-trips: dispatcher notes, driver and vehicle. */
  dispatcher: boolean;
  /** How the facility is chosen: any (transport staff), fixed (facility staff), none (customers). */
  facility: "any" | "fixed" | "none";
  /** The facility a scoped user's new patients get. */
  facilityId: string | null;
}

/** Every input of the booking body (domain/schemas/trip.ts), in the order a call goes. */
export function TripInputs({
  isNew,
  dispatcher,
  facility,
  facilityId,
}: TripInputsProps) {
  return (
    <>
      <SectionHeading title={bookingKey("sections.patient")} />
      <TripPatientInput
        facilityId={facilityId}
        withFacility={facility !== "none"}
      />
      <SectionHeading title={bookingKey("sections.trip")} />
      <RadioButtonGroupInput
        source="bookingType"
        label={field("bookingType")}
        choices={BOOKING_TYPE_CHOICES}
      />
      <MobilityInput label={field("mobility")} choiceKey={mobilityKey} />
      <InputRow>
        <SelectInput
          source="tripPurpose"
          label={field("tripPurpose")}
          choices={PURPOSE_CHOICES}
          fullWidth
        />
        <SelectInput
          source="serviceLevel"
          label={field("serviceLevel")}
          choices={SERVICE_LEVEL_CHOICES}
          fullWidth
        />
      </InputRow>
      {facility !== "none" && (
        <ScopedFacilityInput
          source="facilityId"
          variant="search"
          fixed={facility === "fixed"}
          label={field("facilityId")}
          fixedHelperText={bookingKey("helpers.ownFacility")}
        />
      )}
      <TripScheduleInputs isNew={isNew} />
      <TripAddressInputs
        source="pickUpAddress"
        roomSource="pickUpRoomNumber"
        title={bookingKey("sections.pickUp")}
      />
      <TripAddressInputs
        source="dropOffAddress"
        roomSource="dropOffRoomNumber"
        title={bookingKey("sections.dropOff")}
      />
      <FarePreview />
      <NeedsInputs />
      {/* Issue 27: the guidance tied to what is being booked, once the form settles. */}
      <BookingArticlesPanel />
      <TripPayorInputs />
      <ContactInputs />
      {dispatcher && <DispatchInputs />}
    </>
  );
}

function NeedsInputs() {
  return (
    <>
      <SectionHeading title={bookingKey("sections.needs")} />
      <InputRow>
        {(["attendantCount", "guestCount"] as const).map((source) => (
          <NumberInput
            key={source}
            source={source}
            label={field(source)}
            min={0}
            max={MAX_COMPANIONS}
            parse={parseCount}
            fullWidth
          />
        ))}
      </InputRow>
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 2 }}>
        {(["oxygen", "patientIsAwakeAndAlert", "patientHasCovid"] as const).map(
          (source) => (
            <BooleanInput key={source} source={source} label={field(source)} />
          ),
        )}
      </Stack>
      <TextInput
        source="behaviorIssues"
        label={field("behaviorIssues")}
        multiline
        fullWidth
      />
      <TextInput
        source="specialInstructions"
        label={field("specialInstructions")}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}

function ContactInputs() {
  return (
    <>
      <SectionHeading title={bookingKey("sections.contacts")} />
      {(["requester", "caseManager"] as const).map((who) => (
        <InputRow key={who}>
          <TextInput
            source={`${who}Name`}
            label={field(`${who}Name`)}
            fullWidth
          />
          <TextInput
            source={`${who}PhoneNumber`}
            label={field(`${who}PhoneNumber`)}
            type="tel"
            fullWidth
          />
          <TextInput
            source={`${who}Email`}
            label={field(`${who}Email`)}
            type="email"
            fullWidth
          />
        </InputRow>
      ))}
    </>
  );
}

const PARTY_CHOICES = CANCELLING_PARTIES.map((id) => ({
  id,
  name: tripsModule.key(`parties.${id}`),
}));

/** Dispatch's own fields: the server refuses them from anyone without modify-trips. */
function DispatchInputs() {
  // The status the form was opened with: a cancelled trip's party is the office's to correct.
  const status = useWatch({ name: "expectedTripStatus" }) as string | undefined;
  return (
    <>
      <SectionHeading title={bookingKey("sections.dispatch")} />
      {status === "cancelled" && (
        <SelectInput
          source="cancelledByParty"
          label={field("cancelledByParty")}
          choices={PARTY_CHOICES}
        />
      )}
      <InputRow>
        <ReferenceInput source="driverId" reference={driversModule.name}>
          <AutocompleteInput
            label={field("driverId")}
            parse={parseOptionalId}
            fullWidth
          />
        </ReferenceInput>
        <ReferenceInput source="vehicleId" reference={vehiclesModule.name}>
          <AutocompleteInput
            label={field("vehicleId")}
            parse={parseOptionalId}
            fullWidth
          />
        </ReferenceInput>
      </InputRow>
      <TextInput
        source="dispatcherNotes"
        label={field("dispatcherNotes")}
        helperText={bookingKey("helpers.dispatcherNotes")}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}
