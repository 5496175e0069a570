import { Tab, Tabs } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { tripPricesModule } from "../../domain/modules/tripPrices";
import {
  BOOKING_TYPE_PAGE_NAMES,
  BOOKING_TYPE_PAGES,
} from "./bookingTypePages";
import type { BookingTypePage } from "./bookingTypePages";

/** Private / Community, Facility, Hospital: each tab is its own page (§2 index by booking type). */
export function BookingTypeTabs({ current }: { current: BookingTypePage }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={current}
      aria-label={translate(`resources.${tripPricesModule.name}.tabs.label`)}
      sx={{ mt: 1 }}
    >
      {BOOKING_TYPE_PAGE_NAMES.map((page) => (
        <Tab
          key={page}
          value={page}
          label={translate(
            `transport.common.bookingTypes.${BOOKING_TYPE_PAGES[page]}`,
          )}
          component={LinkBase}
          to={`${tripPricesModule.paths.list}/${page}`}
        />
      ))}
    </Tabs>
  );
}
