import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import type { CheckoutView } from "../../domain/schemas/paymentRecord";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";

const K = "pages.checkout";

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: "right" }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** What is paid for: the amount (§9 money), the trip's date and its two stops. */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const translate = useTranslate();
  const paid = view.status === "completed";
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(paid ? `${K}.amountPaid` : `${K}.amountDue`)}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        data-testid="checkout-amount"
        sx={{ fontVariantNumeric: "tabular-nums" }}
      >
        {formatCents(view.amountCents)}
      </Typography>
      <Line
        label={translate(`${K}.tripDate`)}
        value={tripDateTimeText(view.tripDate) ?? ""}
      />
      <Line label={translate(`${K}.from`)} value={view.pickUpName} />
      <Line label={translate(`${K}.to`)} value={view.dropOffName} />
    </Stack>
  );
}
