import type { StandingOrder } from "../../domain/schemas/standingOrder";

/** How other screens name an order before this folder's screens load. */
export const recordRepresentation = (record: StandingOrder) =>
  `${record.patientName ?? ""} · ${record.pickUpTime}`;
