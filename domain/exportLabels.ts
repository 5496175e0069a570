/**
 * English labels of the codes the CSV exports write (domain/exportValues.ts labelOf), the same
 * words the screens show (their messages: resources/<name>/messages.ts, src/i18n/en/*). Exports
 * are written in English whatever the browser's language, as the screens' exporters were.
 */
import type { DriverStatus } from "./schemas/driver";
import type { FacilityType } from "./schemas/facility";
import type { PAYMENT_STATUSES, TripStatus } from "./schemas/trip";
import type { BOOKING_TYPES } from "./schemas/tripPrice";
import type { VehicleStatus } from "./schemas/vehicle";

type Labels<T extends string> = Readonly<Record<T, string>>;

export const VEHICLE_STATUS_LABELS: Labels<VehicleStatus> = {
  active: "Active",
  maintenance: "In maintenance",
  retired: "Retired",
};

export const DRIVER_STATUS_LABELS: Labels<DriverStatus> = {
  active: "Active",
  on_leave: "On leave",
  inactive: "Inactive",
};

/** A driver's credentials as a whole (Driver.credentialsState). */
export const CREDENTIALS_STATE_LABELS: Labels<string> = {
  expired: "Expired",
  expiringSoon: "Expires within 30 days",
  valid: "Valid",
  none: "None",
};

export const FACILITY_TYPE_LABELS: Labels<FacilityType> = {
  community: "Community",
  facility: "Facility",
  hospital: "Hospital",
};

export const BOOKING_TYPE_LABELS: Labels<(typeof BOOKING_TYPES)[number]> = {
  private: "Private / Community",
  facility: "Facility",
  hospital: "Hospital",
};

export const ROLE_LABELS: Labels<string> = {
  systemadmin: "System administrator",
  dataadmin: "Data administrator",
  facilityadmin: "Facility administrator",
  nurse: "Nurse",
  driver: "Driver",
  customer: "Customer",
};

/** §4: capitalised. */
export const TRIP_STATUS_LABELS: Labels<TripStatus> = {
  pending: "Pending",
  confirmed: "Confirmed",
  "in-progress": "In Progress",
  completed: "Completed",
  delayed: "Delayed",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Labels<(typeof PAYMENT_STATUSES)[number]> =
  {
    pending: "Pending",
    completed: "Completed",
    failed: "Failed",
    refunded: "Refunded",
  };

/** A trip's mobility (domain/mobility.ts) and oxygen, as lists, cards and the CSV show them. */
export const EQUIPMENT_LABELS = {
  ambulatory: "Ambulatory",
  wheelchair: "Wheelchair",
  stretcher: "Stretcher",
  oxygen: "Oxygen",
} as const;
