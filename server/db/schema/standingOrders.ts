/**
 * Standing orders (issue 10): a patient's recurring trip (dialysis Monday, Wednesday and Friday at
 * 06:30, back at 11:00), from which trips are generated ahead; and the pauses that cancel the trips
 * between two dates (a hospital stay). The generated trips carry standingOrderId and their service
 * date (server/db/schema/trips.ts), which is what makes the generator idempotent.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { TripAddress } from "../../../domain/schemas/tripParts";
import { users } from "./auth";
import { timestamps } from "./columns";
import { drivers } from "./drivers";
import { facilities } from "./facilities";
import { insuranceProviders, patients } from "./patients";
import { vehicles } from "./vehicles";

const day = (name: string) => date(name, { mode: "string" });

export const standingOrders = pgTable(
  "standing_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday), ascending and distinct. */
    weekdays: jsonb("weekdays").$type<number[]>().notNull(),
    startDate: day("start_date").notNull(),
    /** Null: open-ended. */
    endDate: day("end_date"),
    /** HH:mm in the operator's time zone (TRIP_TIME_ZONE). */
    pickUpTime: text("pick_up_time").notNull(),
    /** HH:mm of the return leg's pick-up; null: no return leg. */
    returnPickUpTime: text("return_pick_up_time"),
    // The outbound leg's trip fields (the return swaps the addresses).
    tripPurpose: text("trip_purpose").notNull().default("dialysis"),
    bookingType: text("booking_type").notNull().default("private"),
    payorType: text("payor_type").notNull().default("private"),
    wheelchairTrip: boolean("wheelchair_trip").notNull().default(true),
    stretcherTrip: boolean("stretcher_trip").notNull().default(false),
    pickUpAddress: jsonb("pick_up_address").$type<TripAddress>().notNull(),
    dropOffAddress: jsonb("drop_off_address").$type<TripAddress>().notNull(),
    pickUpRoomNumber: text("pick_up_room_number"),
    dropOffRoomNumber: text("drop_off_room_number"),
    facilityId: uuid("facility_id").references(() => facilities.id, {
      onDelete: "restrict",
    }),
    insuranceProviderId: uuid("insurance_provider_id").references(
      () => insuranceProviders.id,
      { onDelete: "restrict" },
    ),
    insurancePolicyId: text("insurance_policy_id"),
    attendantCount: integer("attendant_count").notNull().default(0),
    guestCount: integer("guest_count").notNull().default(0),
    oxygen: boolean("oxygen").notNull().default(false),
    serviceLevel: text("service_level").notNull().default("door-to-door"),
    specialInstructions: text("special_instructions"),
    /** Preferences: the generator assigns them when the assignment check lets it, else leaves the trip unassigned. */
    preferredDriverId: uuid("preferred_driver_id").references(
      () => drivers.id,
      { onDelete: "set null" },
    ),
    preferredVehicleId: uuid("preferred_vehicle_id").references(
      () => vehicles.id,
      { onDelete: "set null" },
    ),
    /** The last service date trips have been generated for; null: none yet. */
    generatedThrough: day("generated_through"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("standing_orders_patient_idx").on(t.patientId, t.id),
    index("standing_orders_start_idx").on(t.startDate, t.id),
    index("standing_orders_end_idx").on(t.endDate, t.id),
    index("standing_orders_created_at_idx").on(t.createdAt, t.id),
    index("standing_orders_facility_idx").on(t.facilityId, t.id),
    index("standing_orders_generated_idx").on(t.generatedThrough, t.id),
  ],
);

/** A pause of a standing order between two dates, inclusive: its trips then are cancelled. */
export const standingOrderPauses = pgTable(
  "standing_order_pauses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    standingOrderId: uuid("standing_order_id")
      .notNull()
      .references(() => standingOrders.id, { onDelete: "cascade" }),
    fromDate: day("from_date").notNull(),
    toDate: day("to_date").notNull(),
    reason: text("reason").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("standing_order_pauses_order_idx").on(t.standingOrderId, t.fromDate),
  ],
);
