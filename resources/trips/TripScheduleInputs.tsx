import type { DateTimeInputProps } from "react-admin";
import { BooleanInput, DateTimeInput, NumberInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { MAX_WAIT_MINUTES } from "../../domain/schemas/trip";
import { InputRow, SectionHeading } from "../../src/widgets/FormSection";
import { bookingKey, localToIso, parseCount } from "./tripFormModel";

/**
 * A date and time in the browser's time zone, held in the form as the instant the schema wants
 * (ISO 8601): react-admin's input shows an instant in local time and reads back the local text.
 */
export function TripDateTimeInput(props: DateTimeInputProps) {
  return <DateTimeInput parse={localToIso} fullWidth {...props} />;
}

/**
 * Pick-up and appointment times, and for a new booking the return: a time, or a will-call return
 * (the patient calls when ready). An existing trip is one leg: its return is a trip of its own, and
 * a return leg's will-call shows instead.
 */
export function TripScheduleInputs({ isNew }: { isNew: boolean }) {
  const [isRoundTrip, returnWillCall, direction] = useWatch({
    name: ["isRoundTrip", "returnWillCall", "direction"],
  }) as [boolean, boolean, string];
  return (
    <>
      <SectionHeading title={bookingKey("sections.schedule")} />
      <InputRow>
        <TripDateTimeInput
          source="pickUpDatetime"
          label={bookingKey("fields.pickUpDatetime")}
        />
        <TripDateTimeInput
          source="appointmentAt"
          label={bookingKey("fields.appointmentAt")}
          helperText={bookingKey("helpers.appointmentAt")}
        />
      </InputRow>
      {isNew && (
        <>
          <BooleanInput
            source="isRoundTrip"
            label={bookingKey("fields.isRoundTrip")}
          />
          {isRoundTrip && (
            <InputRow>
              <BooleanInput
                source="returnWillCall"
                label={bookingKey("fields.returnWillCall")}
              />
              {!returnWillCall && (
                <TripDateTimeInput
                  source="returnPickUpDatetime"
                  label={bookingKey("fields.returnPickUpDatetime")}
                />
              )}
            </InputRow>
          )}
        </>
      )}
      {!isNew && direction === "return" && (
        <BooleanInput source="willCall" label={bookingKey("fields.willCall")} />
      )}
      <NumberInput
        source="additionalWaitTimeInMinutes"
        label={bookingKey("fields.additionalWaitTimeInMinutes")}
        min={0}
        max={MAX_WAIT_MINUTES}
        step={5}
        parse={parseCount}
        sx={{ maxWidth: 240 }}
      />
    </>
  );
}
