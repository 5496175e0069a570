/** Standing orders in words, for the widgets shown outside their own screens (the patient's page). */
import { standingOrdersModule } from "../../../domain/modules/standingOrders";
import type { StandingOrder } from "../../../domain/schemas/standingOrder";

/** An i18n key of the standing orders' messages (resources.standing-orders.*). */
export const soKey = (relative: string) => standingOrdersModule.key(relative);

/** "Mon, Wed, Fri 06:30 · 11:00": the days and the pick-up (and return) times. */
export const scheduleText = (
  order: Pick<StandingOrder, "weekdays" | "pickUpTime" | "returnPickUpTime">,
  t: (key: string) => string,
) =>
  `${order.weekdays.map((d) => t(soKey(`weekdays.${d}`))).join(", ")} ${order.pickUpTime}${
    order.returnPickUpTime ? ` · ${order.returnPickUpTime}` : ""
  }`;
