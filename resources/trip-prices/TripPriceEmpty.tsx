import { Box, Typography } from "@mui/material";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import { CreateButton, useTranslate } from "react-admin";
import { tripPricesModule } from "../../domain/modules/tripPrices";

/** No price list for this booking type yet; the create button carries the booking type along. */
export function TripPriceEmpty({ bookingType }: { bookingType: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", m: 4 }}>
      <RequestQuoteIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" component="p">
        {translate(`resources.${tripPricesModule.name}.empty`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`resources.${tripPricesModule.name}.invite`)}
      </Typography>
      <CreateButton variant="contained" state={{ record: { bookingType } }} />
    </Box>
  );
}
