import { Box, Typography } from "@mui/material";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import { CreateButton, useTranslate } from "react-admin";
import { TRIP_PRICES_RESOURCE } from "./tripPricePaths";

/** No price list for this booking type yet; the create button carries the booking type along. */
export function TripPriceEmpty({ bookingType }: { bookingType: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", m: 4 }}>
      <RequestQuoteIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" component="p">
        {translate(`resources.${TRIP_PRICES_RESOURCE}.empty`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`resources.${TRIP_PRICES_RESOURCE}.invite`)}
      </Typography>
      <CreateButton variant="contained" state={{ record: { bookingType } }} />
    </Box>
  );
}
