/**
 * The invoice lines of one trip under its price list: pure, no I/O. Rules (tests/domain/billing-lines.test.ts):
 *
 * - A completed trip bills its fare as stored at booking (the price agreed then), one line per
 *   non-zero component: base (units: legs), mileage (units: miles, two decimals), the wheelchair or
 *   stretcher surcharge (units: legs), waiting (units: minutes) and attendants (units: attendants ×
 *   legs, at the list's attendant amount). A trip without a stored fare is priced by the list.
 * - A no-show or a late cancellation bills the list's fee when it is above zero, one unit; other
 *   cancellations and provider misses bill nothing.
 * - Each line carries the component's HCPCS code (./hcpcs.ts) and the trip's origin–destination
 *   modifier (./modifiers.ts). The unit price is the amount over the units, rounded to a cent.
 */
import type { Fare, PriceList } from "../fare";
import { computeFare } from "../fare";
import type { HcpcsOverrides, LevelOfService, LineComponent } from "./hcpcs";
import { hcpcsCodeFor, levelOfService } from "./hcpcs";

export interface BillingPriceList extends PriceList {
  attendantCents: number;
  noShowFeeCents: number;
  lateCancelFeeCents: number;
  hcpcsCodes: HcpcsOverrides;
}

export interface BillableTrip {
  id: string;
  tripStatus: string;
  outcomeCode: string | null;
  wheelchairTrip: boolean;
  stretcherTrip: boolean;
  distanceInMiles: number | null;
  additionalWaitTimeInMinutes: number;
  attendantCount: number;
  fare: Fare | null;
  /** "Last First", shown on the line. */
  patientName: string;
}

export interface DraftLine {
  tripId: string;
  component: LineComponent;
  hcpcsCode: string;
  modifier: string | null;
  units: number;
  unitPriceCents: number;
  amountCents: number;
  serviceDate: string;
  description: string;
}

const LEVEL_NAMES: Record<LevelOfService, string> = {
  ambulatory: "Ambulatory trip",
  wheelchair: "Wheelchair van trip",
  stretcher: "Stretcher van trip",
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether a trip is billed at all, and how: its service or a fee. */
export function billingKind(
  trip: Pick<BillableTrip, "tripStatus" | "outcomeCode">,
): "service" | "no-show" | "late-cancel" | null {
  if (trip.outcomeCode === "no-show") return "no-show";
  if (trip.outcomeCode === "late-cancel") return "late-cancel";
  if (
    trip.tripStatus === "completed" &&
    (trip.outcomeCode === null || trip.outcomeCode === "completed")
  )
    return "service";
  return null;
}

export function tripInvoiceLines(
  trip: BillableTrip,
  price: BillingPriceList,
  serviceDate: string,
  modifier: string | null,
): DraftLine[] {
  const kind = billingKind(trip);
  if (!kind) return [];
  const level = levelOfService(trip);
  const who = trip.patientName ? ` (${trip.patientName})` : "";
  const line = (
    component: LineComponent,
    units: number,
    amountCents: number,
    description: string,
  ): DraftLine => ({
    tripId: trip.id,
    component,
    hcpcsCode: hcpcsCodeFor(component, level, price.hcpcsCodes),
    modifier,
    units: round2(units),
    unitPriceCents: units > 0 ? Math.round(amountCents / units) : amountCents,
    amountCents,
    serviceDate,
    description: description + who,
  });
  if (kind === "no-show")
    return price.noShowFeeCents > 0
      ? [line("no-show", 1, price.noShowFeeCents, "No-show fee")]
      : [];
  if (kind === "late-cancel")
    return price.lateCancelFeeCents > 0
      ? [
          line(
            "late-cancel",
            1,
            price.lateCancelFeeCents,
            "Late cancellation fee",
          ),
        ]
      : [];

  const miles = trip.distanceInMiles ?? 0;
  const fare =
    trip.fare ??
    computeFare(price, {
      distanceInMiles: miles,
      wheelchairTrip: trip.wheelchairTrip,
      stretcherTrip: trip.stretcherTrip,
      additionalWaitTimeInMinutes: trip.additionalWaitTimeInMinutes,
      isRoundTrip: false,
    });
  const legs = fare.legs;
  const lines: DraftLine[] = [];
  if (fare.baseFareCents > 0)
    lines.push(line("base", legs, fare.baseFareCents, LEVEL_NAMES[level]));
  if (fare.mileageCents > 0) {
    const units = round2(miles * legs);
    lines.push(
      line(
        "mileage",
        units,
        fare.mileageCents,
        `Mileage, ${units.toFixed(2)} mi`,
      ),
    );
  }
  if (fare.wheelchairSurchargeCents > 0)
    lines.push(
      line(
        "wheelchair",
        legs,
        fare.wheelchairSurchargeCents,
        "Wheelchair surcharge",
      ),
    );
  if (fare.stretcherSurchargeCents > 0)
    lines.push(
      line(
        "stretcher",
        legs,
        fare.stretcherSurchargeCents,
        "Stretcher surcharge",
      ),
    );
  if (fare.waitTimeCents > 0) {
    const minutes = trip.additionalWaitTimeInMinutes;
    lines.push(
      line("wait", minutes, fare.waitTimeCents, `Waiting time, ${minutes} min`),
    );
  }
  const attendants = trip.attendantCount * legs;
  if (attendants > 0 && price.attendantCents > 0)
    lines.push(
      line(
        "attendant",
        attendants,
        attendants * price.attendantCents,
        `Attendant × ${attendants}`,
      ),
    );
  return lines;
}
