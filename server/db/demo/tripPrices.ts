/**
 * Last year's and this year's price lists for the three booking types, with the billing amounts of
 * issue 12 (an attendant per leg, the no-show and late-cancel fees).
 */
import { tripPrices } from "../schema";
import type { Tx } from "./random";

export async function seedTripPrices(tx: Tx, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  await tx.insert(tripPrices).values(
    [
      ["private", 2500, 250, 1500, 5000, 50],
      ["facility", 3000, 275, 1500, 6000, 60],
      ["hospital", 3500, 300, 2000, 7500, 75],
    ].flatMap(([bookingType, base, mile, wheelchair, stretcher, wait]) => {
      const fees = {
        attendantCents: 1000,
        noShowFeeCents: Number(base),
        lateCancelFeeCents: Math.round(Number(base) / 2),
      };
      return [
        {
          bookingType: String(bookingType),
          baseFareCents: Number(base) - 250,
          perMileCents: Number(mile) - 25,
          wheelchairSurchargeCents: Number(wheelchair),
          stretcherSurchargeCents: Number(stretcher),
          waitTimePerMinuteCents: Number(wait),
          ...fees,
          effectiveFrom: `${year - 1}-01-01`,
          notes: "Previous rates",
        },
        {
          bookingType: String(bookingType),
          baseFareCents: Number(base),
          perMileCents: Number(mile),
          wheelchairSurchargeCents: Number(wheelchair),
          stretcherSurchargeCents: Number(stretcher),
          waitTimePerMinuteCents: Number(wait),
          ...fees,
          effectiveFrom: `${year}-01-01`,
          notes: "Current rates",
        },
      ];
    }),
  );
}
