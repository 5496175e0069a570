/** The standing-order screens' pure parts: the form's shape and how a schedule reads. */
import type { FieldValues } from "react-hook-form";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import type { StandingOrder } from "../../domain/schemas/standingOrder";

export const soKey = (relative: string) => standingOrdersModule.key(relative);

const EMPTY_PLACE = {
  name: "",
  line1: "",
  city: "",
  state: "",
  postalCode: "",
};

/** Row → upsert body (the row's extras dropped); a new order starts on dialysis days at 06:30. */
export function toStandingOrderForm(
  row: StandingOrder | undefined,
): FieldValues {
  if (!row)
    return {
      weekdays: [1, 3, 5],
      pickUpTime: "06:30",
      returnPickUpTime: "11:00",
      tripPurpose: "dialysis",
      bookingType: "private",
      payorType: "private",
      wheelchairTrip: true,
      stretcherTrip: false,
      pickUpAddress: EMPTY_PLACE,
      dropOffAddress: EMPTY_PLACE,
    };
  const {
    patientName: _name,
    pauses: _pauses,
    generatedThrough: _through,
    _id,
    createdAt: _created,
    updatedAt: _updated,
    ...body
  } = row;
  return body;
}

/** "Mon, Wed, Fri" from ISO weekdays. */
export const weekdayText = (
  days: readonly number[],
  t: (key: string) => string,
) => days.map((d) => t(soKey(`weekdays.${d}`))).join(", ");
