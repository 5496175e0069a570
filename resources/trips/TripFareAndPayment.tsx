import { Grid, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Trip } from "../../domain/schemas/trip";
import { AmountPaidField } from "../../src/widgets/trips/AmountPaidField";
import { PaidIcon } from "../../src/widgets/trips/PaidIcon";
import { TotalCostField } from "../../src/widgets/trips/TotalCostField";
import { Detail, ShowCard } from "./TripShowParts";
import { tripKey } from "./tripModel";
import { TripPaymentLink } from "./TripPaymentLink";
import { EstimatedMark } from "./EstimatedMark";

/**
 * The fare (total, distance and travel time the server computed it from) and the payment: its
 * status, the Paid? icon (§4: paid only when the record is completed) and the amount paid.
 */
export function TripFareAndPayment({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(tripKey(key), options);
  const payment = trip.paymentRecord;
  return (
    <ShowCard title="fare">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {trip.fare ? (
            <Detail label="fare">
              <TotalCostField trip={trip} />
            </Detail>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t("show.fare.noFare")}
            </Typography>
          )}
          <Detail label="distanceInMiles">
            {trip.distanceInMiles === null
              ? null
              : t("values.miles", { miles: trip.distanceInMiles })}
            {trip.distanceInMiles !== null && trip.distanceEstimated && (
              <EstimatedMark text={t("values.estimatedDistance")} />
            )}
          </Detail>
          <Detail label="travelTimeInMinutes">
            {trip.travelTimeInMinutes === null
              ? null
              : t("values.minutes", { minutes: trip.travelTimeInMinutes })}
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {payment ? (
            <>
              <Detail label="paymentRecord">
                {t(`paymentStatuses.${payment.status}`)}
              </Detail>
              <Detail label="paid">
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: "center" }}
                >
                  <PaidIcon trip={trip} />
                </Stack>
              </Detail>
              <Detail label="amountPaid">
                <AmountPaidField trip={trip} />
              </Detail>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("show.fare.noPayment")}
            </Typography>
          )}
          <TripPaymentLink trip={trip} />
        </Grid>
      </Grid>
    </ShowCard>
  );
}
