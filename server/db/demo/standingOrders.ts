/**
 * Three demo standing orders (issue 10), so the Standing Orders list has rows and the board shows
 * generated trips: dialysis three mornings a week with a return, and physiotherapy twice a week. The
 * seed writes only the orders; the generator (server/standingOrders, at start-up) makes their trips.
 */
import type { patients } from "../schema";
import { standingOrders } from "../schema";
import type { BookingContext } from "./tripBookings";
import { DESTINATIONS } from "./tripPlaces";
import type { Tx } from "./random";

const dialysis = DESTINATIONS.find((d) => d.name === "Mercy Dialysis Center")!;
const linden = DESTINATIONS.find((d) => d.name === "Linden Dialysis Unit")!;
const rehab = DESTINATIONS.find((d) => d.name === "OhioHealth Rehab Therapy")!;

export async function seedDemoStandingOrders(
  tx: Tx,
  ctx: BookingContext,
  patientRows: readonly (typeof patients.$inferSelect)[],
  today: string,
): Promise<void> {
  const facilityPatients = patientRows.filter((p) => p.facilityId);
  const plans = [
    { weekdays: [1, 3, 5], pickUpTime: "06:30", returnPickUpTime: "11:00", to: dialysis, purpose: "dialysis" },
    { weekdays: [2, 4, 6], pickUpTime: "07:15", returnPickUpTime: "11:45", to: linden, purpose: "dialysis" },
    { weekdays: [2, 4], pickUpTime: "09:00", returnPickUpTime: null, to: rehab, purpose: "therapy" },
  ]; // prettier-ignore
  await tx.insert(standingOrders).values(
    plans.map((plan, i) => {
      const patient = facilityPatients[i];
      return {
        patientId: patient.id,
        facilityId: patient.facilityId,
        bookingType: "facility",
        payorType: "facility",
        tripPurpose: plan.purpose,
        weekdays: plan.weekdays,
        startDate: today,
        pickUpTime: plan.pickUpTime,
        returnPickUpTime: plan.returnPickUpTime,
        wheelchairTrip: patient.wheelchair,
        stretcherTrip: false,
        pickUpAddress: ctx.homes.get(patient.id)!,
        dropOffAddress: plan.to,
        createdByUserId: ctx.dispatcher.id,
      };
    }),
  );
}
