/**
 * Trips (issue 9). The route location pair and the fare of §3 are held on the trip row (their ids
 * name them); the read side assembles routeLocationPair and fare from these columns. Their payment
 * records and documents are in ./tripRecords.ts, the app-wide activity record in ./activities.ts.
 */
import { attributeValues, attributesIndex } from "./attributeColumns";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Fare } from "../../../domain/fare";
import type { AssignmentFinding } from "../../../domain/schemas/assignment";
import type { TripAddress } from "../../../domain/schemas/trip";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { drivers } from "./drivers";
import { facilities } from "./facilities";
import { insuranceProviders, patients } from "./patients";
import { standingOrders } from "./standingOrders";
import { vehicles } from "./vehicles";

export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    routeLocationPairId: uuid("route_location_pair_id")
      .notNull()
      .defaultRandom(),
    fareId: uuid("fare_id"),
    bookingUserId: uuid("booking_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    /** "Last First", kept in step with the patient by a trigger (sort and search without a join). */
    patientName: text("patient_name").notNull().default(""),
    tripPurpose: text("trip_purpose").notNull().default("doctor_appointment"),
    tripStatus: text("trip_status").notNull().default("pending"),
    bookingType: text("booking_type").notNull().default("private"),
    wheelchairTrip: boolean("wheelchair_trip").notNull().default(true),
    stretcherTrip: boolean("stretcher_trip").notNull().default(false),
    payorType: text("payor_type").notNull().default("private"),
    patientHasCovid: boolean("patient_has_covid").notNull().default(false),
    patientIsAwakeAndAlert: boolean("patient_is_awake_and_alert")
      .notNull()
      .default(false),
    isRoundTrip: boolean("is_round_trip").notNull().default(false),
    confirmed: boolean("confirmed").notNull().default(false),
    cancelled: boolean("cancelled").notNull().default(false),
    pickUpDatetime: at("pick_up_datetime").notNull(),
    pickUpRoomNumber: text("pick_up_room_number"),
    dropOffRoomNumber: text("drop_off_room_number"),
    additionalWaitTimeInMinutes: integer("additional_wait_time_in_minutes")
      .notNull()
      .default(0),
    confirmedBy: text("confirmed_by"),
    confirmedAt: at("confirmed_at"),
    cancelledBy: text("cancelled_by"),
    cancelledAt: at("cancelled_at"),
    reasonForCancellation: text("reason_for_cancellation"),
    driverId: uuid("driver_id").references(() => drivers.id, {
      onDelete: "restrict",
    }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, {
      onDelete: "restrict",
    }),
    facilityId: uuid("facility_id").references(() => facilities.id, {
      onDelete: "restrict",
    }),
    caseManagerName: text("case_manager_name"),
    caseManagerEmail: text("case_manager_email"),
    caseManagerPhoneNumber: text("case_manager_phone_number"),
    requesterName: text("requester_name"),
    requesterEmail: text("requester_email"),
    requesterPhoneNumber: text("requester_phone_number"),
    privatePayorName: text("private_payor_name"),
    privatePayorPhoneNumber: text("private_payor_phone_number"),
    privatePayorEmail: text("private_payor_email"),
    insuranceProviderId: uuid("insurance_provider_id").references(
      () => insuranceProviders.id,
      { onDelete: "restrict" },
    ),
    insurancePolicyId: text("insurance_policy_id"),
    distanceInMiles: doublePrecision("distance_in_miles"),
    travelTimeInMinutes: integer("travel_time_in_minutes"),
    /** The distance is an estimate (ZIP-code centroid or straight line × road factor), issue 22. */
    distanceEstimated: boolean("distance_estimated").notNull().default(false),
    behaviorIssues: text("behavior_issues"),
    specialInstructions: text("special_instructions"),
    tripStartedAt: at("trip_started_at"),
    tripEndedAt: at("trip_ended_at"),
    selectedRouteId: text("selected_route_id"),
    // Beyond §3 (issue 9).
    pickUpAddress: jsonb("pick_up_address").$type<TripAddress>().notNull(),
    dropOffAddress: jsonb("drop_off_address").$type<TripAddress>().notNull(),
    appointmentAt: at("appointment_at"),
    willCall: boolean("will_call").notNull().default(false),
    willCallActivatedAt: at("will_call_activated_at"),
    /** outbound or return */
    direction: text("direction").notNull().default("outbound"),
    linkedTripId: uuid("linked_trip_id").references(
      (): AnyPgColumn => trips.id,
      { onDelete: "set null" },
    ),
    attendantCount: integer("attendant_count").notNull().default(0),
    guestCount: integer("guest_count").notNull().default(0),
    oxygen: boolean("oxygen").notNull().default(false),
    serviceLevel: text("service_level").notNull().default("door-to-door"),
    dispatcherNotes: text("dispatcher_notes"),
    outcomeCode: text("outcome_code"),
    cancelledByParty: text("cancelled_by_party"),
    arrivedAtPickUpAt: at("arrived_at_pick_up_at"),
    patientOnBoardAt: at("patient_on_board_at"),
    arrivedAtDropOffAt: at("arrived_at_drop_off_at"),
    delayReason: text("delay_reason"),
    statusBeforeDelay: text("status_before_delay"),
    signatureDocumentId: uuid("signature_document_id"),
    unableToSignReason: text("unable_to_sign_reason"),
    startedOnBehalf: boolean("started_on_behalf").notNull().default(false),
    /** The itemised fare computed by the server (domain/fare.ts); null when no price was in effect. */
    fare: jsonb("fare").$type<Fare>(),
    fareTotalCents: integer("fare_total_cents"),
    // Issue 10.
    /**
     * What the assignment check found when the trip's time or equipment changed after assignment;
     * non-null: flagged for dispatch (the assignment no longer passes). Cleared by a new assignment.
     */
    dispatchFindings: jsonb("dispatch_findings").$type<AssignmentFinding[]>(),
    /** The standing order that generated the trip, and the service date it was generated for. */
    standingOrderId: uuid("standing_order_id").references(
      () => standingOrders.id,
      { onDelete: "set null" },
    ),
    standingOrderDate: date("standing_order_date", { mode: "string" }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(patient_name || ' ' || coalesce(requester_name, '') || ' ' || coalesce(pick_up_address->>'name', '') || ' ' || coalesce(pick_up_address->>'line1', '') || ' ' || coalesce(pick_up_address->>'city', '') || ' ' || coalesce(drop_off_address->>'name', '') || ' ' || coalesce(drop_off_address->>'line1', '') || ' ' || coalesce(drop_off_address->>'city', ''))`,
      ),
    /** Values of the administrator-defined attributes (issue 28), by attribute id. */
    attributes: attributeValues(),
    ...timestamps,
  },
  (t) => [
    attributesIndex("trips_attributes_gin", t.attributes),
    // Every sort ends with the id (the search orders by column then id); the scoped lists
    // (driver, facility, booking customer) lead with their scope.
    index("trips_pick_up_idx").on(t.pickUpDatetime, t.id),
    // Analytics (issue 29): a year's volume by day and status, and on time by driver, read from the
    // index alone (a year of 1,000,000 trips in well under 2 s on PostgreSQL, bench B9).
    index("trips_pick_up_volume_idx").on(
      t.pickUpDatetime,
      t.tripStatus,
      t.outcomeCode,
    ),
    // Cancellations by party and reason (a ninth of the trips, scattered over a wide table): read
    // from this partial index alone, 2.5 s to 0.15 s over a year of 1,000,000 trips (B9).
    index("trips_cancelled_pick_up_idx")
      .on(
        t.pickUpDatetime,
        t.cancelledByParty,
        t.reasonForCancellation,
        t.outcomeCode,
      )
      .where(sql`trip_status = 'cancelled'`),
    index("trips_pick_up_on_time_idx").on(
      t.pickUpDatetime,
      t.driverId,
      t.arrivedAtPickUpAt,
    ),
    index("trips_created_at_idx").on(t.createdAt, t.id),
    index("trips_requester_name_idx").on(t.requesterName, t.id),
    index("trips_patient_name_idx").on(t.patientName, t.id),
    index("trips_status_pick_up_idx").on(t.tripStatus, t.pickUpDatetime, t.id),
    index("trips_status_idx").on(t.tripStatus, t.id),
    // The open trips (the dispatch lists) cluster in the coming days: walking the whole pick-up
    // index for them filtered out a million finished trips first (issue 13, B2).
    index("trips_open_pick_up_idx")
      .on(t.pickUpDatetime, t.id)
      .where(
        sql`trip_status in ('pending', 'confirmed', 'in-progress', 'delayed')`,
      ),
    index("trips_driver_pick_up_idx").on(t.driverId, t.pickUpDatetime, t.id),
    index("trips_facility_pick_up_idx").on(
      t.facilityId,
      t.pickUpDatetime,
      t.id,
    ),
    index("trips_booking_user_pick_up_idx").on(
      t.bookingUserId,
      t.pickUpDatetime,
      t.id,
    ),
    index("trips_booking_type_pick_up_idx").on(
      t.bookingType,
      t.tripStatus,
      t.pickUpDatetime,
      t.id,
    ),
    index("trips_wheelchair_pick_up_idx").on(
      t.wheelchairTrip,
      t.pickUpDatetime,
      t.id,
    ),
    index("trips_stretcher_pick_up_idx").on(
      t.stretcherTrip,
      t.pickUpDatetime,
      t.id,
    ),
    index("trips_patient_idx").on(t.patientId, t.pickUpDatetime),
    index("trips_vehicle_pick_up_idx").on(t.vehicleId, t.pickUpDatetime),
    index("trips_linked_idx").on(t.linkedTripId),
    index("trips_insurance_idx").on(t.insuranceProviderId),
    index("trips_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    // One trip per order, day and leg: running the generator twice creates nothing twice.
    uniqueIndex("trips_standing_order_day_key").on(
      t.standingOrderId,
      t.standingOrderDate,
      t.direction,
    ),
    // The dispatch board's "needs dispatch" list, and the unassigned trips of a day.
    index("trips_flagged_pick_up_idx")
      .on(t.pickUpDatetime, t.id)
      .where(sql`dispatch_findings is not null`),
    index("trips_unassigned_pick_up_idx")
      .on(t.pickUpDatetime, t.id)
      .where(sql`driver_id is null`),
  ],
);
