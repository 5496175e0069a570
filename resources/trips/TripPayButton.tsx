import { useState } from "react";
import PaymentIcon from "@mui/icons-material/Payment";
import { Button } from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { rememberPayingTrip } from "../../src/session/payingTrip";
import { hasRole, ROLES } from "../../domain/privileges";
import type { Trip } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { tripKey } from "./tripModel";

/**
 * "Pay" on a customer's own unpaid private trip (issue 22): the same checkout link the office sends
 * (POST /payment-records/checkout-link, one open link per trip), opened in this tab. Only the link's
 * path is followed, so the customer stays on the address they signed in at, whatever PUBLIC_URL says.
 * The caller has already checked the trip is private, priced, unpaid and not cancelled.
 */
export function TripPayButton({ trip }: { trip: Trip }) {
  const { user } = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user || !hasRole(user, ROLES.customer)) return null;
  if (trip.bookingUserId !== user.userId) return null;

  const pay = async () => {
    setBusy(true);
    try {
      const link = await dataProvider.checkoutLink(trip.tripId);
      rememberPayingTrip(link.checkoutUrl, trip.tripId);
      navigate(new URL(link.checkoutUrl).pathname);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: "error" });
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<PaymentIcon />}
      disabled={busy}
      onClick={() => void pay()}
      sx={{ mt: 1 }}
    >
      {translate(tripKey("show.fare.pay"))}
    </Button>
  );
}
