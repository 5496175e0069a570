import { Stack, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";
import type { TripRecord } from "./tripModel";
import { equipmentOf, patientName, tripKey } from "./tripModel";

/** The patient's name, or §2's "<Patient not found>". */
export function TripPatientField(_: { label?: string }) {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return (
    <>{patientName(trip) ?? translate(tripKey("values.patientNotFound"))}</>
  );
}

/** "Home → Mercy Dialysis" */
export function TripRouteField(_: { label?: string }) {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return (
    <>
      {translate(tripKey("values.route"), {
        from: trip.routeLocationPair.originName,
        to: trip.routeLocationPair.destinationName,
      })}
    </>
  );
}

export function TripPickUpField(_: { label?: string }) {
  const trip = useRecordContext<TripRecord>();
  if (!trip) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: "nowrap" }}>
      {tripDateTimeText(trip.pickUpDatetime)}
    </Typography>
  );
}

/** "Private / Community", "Facility", "Hospital" (§3). */
export function TripBookingTypeField(_: { label?: string }) {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return <>{translate(tripKey(`bookingTypes.${trip.bookingType}`))}</>;
}

/** Wheelchair, stretcher (and oxygen), one per line. */
export function TripEquipmentField(_: { label?: string }) {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  const items = equipmentOf(trip);
  if (items.length === 0) return <>{translate(tripKey("values.none"))}</>;
  return (
    <Stack spacing={0}>
      {items.map((item) => (
        <span key={item}>{translate(tripKey(`equipment.${item}`))}</span>
      ))}
    </Stack>
  );
}
