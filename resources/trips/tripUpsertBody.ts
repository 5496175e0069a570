/**
 * A trip row read back into the body of POST /trips (tripUpsertSchema), for writes made from the
 * trip page rather than the booking form (assigning a driver and vehicle).
 */
import type { ClientScreen } from "../../domain/activityScreens";
import { TRIP_PAGE_SCREEN } from "./dispatchModel";
import type {
  Trip,
  TripAddressInput,
  TripStatus,
  TripUpsert,
} from "../../domain/schemas/trip";

/**
 * Every field the upsert writes, none left out: the server writes an absent optional text as null
 * (the schema turns it into null), so a partial body would erase what it did not mention. `Required`
 * makes a field added to the schema later a type error here rather than a silent erasure.
 * Left out: the status (it moves only through the lifecycle events) and the return leg's time (a
 * return leg is a trip of its own, created with its booking).
 */
export type TripUpsertBody = Required<
  Omit<
    TripUpsert,
    | "tripStatus"
    | "returnPickUpDatetime"
    | "expectedTripStatus"
    | "assignmentOverrideReason"
    // §3's cancel flag (issue 22) is for spec clients; this page cancels through the lifecycle.
    | "cancelled"
    | "pickUpAddress"
    | "dropOffAddress"
  >
> & {
  /** The status the page showed: a trip that moved on meanwhile answers 409, never overwritten. */
  expectedTripStatus: TripStatus;
  pickUpAddress: TripPlace;
  dropOffAddress: TripPlace;
};

/** An address with every field present, as the row has it (so the body fits the row's type too). */
export type TripPlace = Required<TripAddressInput>;

const place = (address: Trip["pickUpAddress"]): TripPlace => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  latitude: address.latitude ?? null,
  longitude: address.longitude ?? null,
});

/**
 * The trip's current values as an upsert body, without the server-owned fields (status stamps,
 * milestones, distance, fare, route pair, booking user, signature) and the read-side extras
 * (patient, fare, payment record), which the server computes and would strip anyway.
 */
/** `screen`: where the change is made from (the history names it). */
export function tripToUpsertBody(
  trip: Trip,
  screen: ClientScreen = TRIP_PAGE_SCREEN,
): TripUpsertBody {
  return {
    tripId: trip.tripId,
    expectedTripStatus: trip.tripStatus,
    patientId: trip.patientId,
    // The row's text fields are the stored enum values; the server validates them again.
    tripPurpose: trip.tripPurpose as TripUpsertBody["tripPurpose"],
    bookingType: trip.bookingType,
    wheelchairTrip: trip.wheelchairTrip,
    stretcherTrip: trip.stretcherTrip,
    payorType: trip.payorType as TripUpsertBody["payorType"],
    patientHasCovid: trip.patientHasCovid,
    patientIsAwakeAndAlert: trip.patientIsAwakeAndAlert,
    isRoundTrip: trip.isRoundTrip,
    pickUpDatetime: trip.pickUpDatetime,
    appointmentAt: trip.appointmentAt,
    pickUpAddress: place(trip.pickUpAddress),
    dropOffAddress: place(trip.dropOffAddress),
    pickUpRoomNumber: trip.pickUpRoomNumber,
    dropOffRoomNumber: trip.dropOffRoomNumber,
    additionalWaitTimeInMinutes: trip.additionalWaitTimeInMinutes,
    reasonForCancellation: trip.reasonForCancellation,
    cancelledByParty: trip.cancelledByParty,
    driverId: trip.driverId,
    vehicleId: trip.vehicleId,
    facilityId: trip.facilityId,
    caseManagerName: trip.caseManagerName,
    caseManagerEmail: trip.caseManagerEmail,
    caseManagerPhoneNumber: trip.caseManagerPhoneNumber,
    requesterName: trip.requesterName,
    requesterEmail: trip.requesterEmail,
    requesterPhoneNumber: trip.requesterPhoneNumber,
    privatePayorName: trip.privatePayorName,
    privatePayorPhoneNumber: trip.privatePayorPhoneNumber,
    privatePayorEmail: trip.privatePayorEmail,
    insuranceProviderId: trip.insuranceProviderId,
    insurancePolicyId: trip.insurancePolicyId,
    behaviorIssues: trip.behaviorIssues,
    specialInstructions: trip.specialInstructions,
    selectedRouteId: trip.selectedRouteId,
    willCall: trip.willCall,
    direction: trip.direction,
    attendantCount: trip.attendantCount,
    guestCount: trip.guestCount,
    oxygen: trip.oxygen,
    serviceLevel: trip.serviceLevel,
    dispatcherNotes: trip.dispatcherNotes,
    outcomeCode: trip.outcomeCode,
    screen,
  };
}
