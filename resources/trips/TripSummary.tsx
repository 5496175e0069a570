import { Grid } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Trip } from "../../domain/schemas/trip";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";
import { Detail, ShowCard } from "./TripShowParts";
import { addressLine, equipmentOf, patientName, tripKey } from "./tripModel";

function Place({
  address,
  room,
}: {
  address: Trip["pickUpAddress"];
  room: string | null;
}) {
  const translate = useTranslate();
  return (
    <>
      <strong>{address.name}</strong>
      <br />
      {addressLine(address)}
      {room && (
        <>
          <br />
          {translate(tripKey("values.room"), { room })}
        </>
      )}
    </>
  );
}

/** Payor: private (the payor's name), insurance (its policy) or the facility. */
function Payor({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const type = translate(tripKey(`payorTypes.${trip.payorType}`), {
    _: trip.payorType,
  });
  const detail =
    trip.payorType === "insurance"
      ? trip.insurancePolicyId
      : trip.payorType === "private"
        ? trip.privatePayorName
        : null;
  return <>{detail ? `${type}: ${detail}` : type}</>;
}

const contact = (
  name: string | null,
  phone: string | null,
  email: string | null,
) => [name, phone, email].filter(Boolean).join(" · ");

/**
 * The trip's summary: patient, times, places, needs, who asked and who pays, instructions, and for
 * dispatch its own notes (the server sends none to anyone else).
 */
export function TripSummary({
  trip,
  dispatch,
}: {
  trip: Trip;
  dispatch: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(tripKey(key), options);
  const needs = [
    ...equipmentOf(trip).map((item) => t(`equipment.${item}`)),
    ...(trip.patientHasCovid ? [t("values.covid")] : []),
    ...(trip.patientIsAwakeAndAlert ? [t("values.awake")] : []),
  ].join(", ");
  return (
    <ShowCard title="summary">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Detail label="patient">
            {patientName(trip) ?? t("values.patientNotFound")}
            {trip.patient?.phone ? ` · ${trip.patient.phone}` : ""}
          </Detail>
          <Detail label="pickUpDatetime">
            {tripDateTimeText(trip.pickUpDatetime)}
            {trip.willCall &&
              ` · ${t(trip.willCallActivatedAt ? "values.willCall" : "values.willCallWaiting")}`}
          </Detail>
          <Detail label="appointmentAt">
            {tripDateTimeText(trip.appointmentAt)}
          </Detail>
          <Detail label="createdAt">{tripDateTimeText(trip.createdAt)}</Detail>
          <Detail label="tripPurpose">
            {t(`purposes.${trip.tripPurpose}`, { _: trip.tripPurpose })}
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Detail label="pickUpAddress">
            <Place address={trip.pickUpAddress} room={trip.pickUpRoomNumber} />
          </Detail>
          <Detail label="dropOffAddress">
            <Place
              address={trip.dropOffAddress}
              room={trip.dropOffRoomNumber}
            />
          </Detail>
          <Detail label="bookingType">
            {t(`bookingTypes.${trip.bookingType}`)}
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Detail label="equipment">{needs}</Detail>
          <Detail label="seats">
            {t("values.seats", {
              attendants: trip.attendantCount,
              guests: trip.guestCount,
            })}
          </Detail>
          <Detail label="serviceLevel">
            {t(`serviceLevels.${trip.serviceLevel}`)}
          </Detail>
          <Detail label="payorType">
            <Payor trip={trip} />
          </Detail>
          <Detail label="requesterName">
            {contact(
              trip.requesterName,
              trip.requesterPhoneNumber,
              trip.requesterEmail,
            )}
          </Detail>
          <Detail label="caseManagerName">
            {contact(
              trip.caseManagerName,
              trip.caseManagerPhoneNumber,
              trip.caseManagerEmail,
            )}
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, md: dispatch ? 6 : 12 }}>
          <Detail label="specialInstructions">
            {trip.specialInstructions}
          </Detail>
          {trip.behaviorIssues && (
            <Detail label="behaviorIssues">{trip.behaviorIssues}</Detail>
          )}
        </Grid>
        {dispatch && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Detail label="dispatcherNotes">{trip.dispatcherNotes}</Detail>
          </Grid>
        )}
      </Grid>
    </ShowCard>
  );
}
