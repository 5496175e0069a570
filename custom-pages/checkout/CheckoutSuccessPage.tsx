import { Alert, Button } from "@mui/material";
import { Link, useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { checkoutModule } from "../../domain/modules/checkout";
import { formatCents } from "../../domain/money";
import { tripsModule } from "../../domain/modules/trips";
import { useSession } from "../../src/session/useSession";
import { PATHS } from "../../src/paths";
import { DelayedSpinner } from "../../src/layout/DelayedSpinner";
import { tripDateText } from "../../src/widgets/trips/tripTimes";
import { AuthPage } from "../common/AuthPage";
import { CheckoutSummary } from "./CheckoutSummary";
import { payingTripOf } from "../../src/session/payingTrip";
import { useCheckout } from "./useCheckout";

const K = "pages.checkout";
/** A provider's webhook may reach the server a moment after the payer returns. */
const POLL_MS = 2000;

/**
 * The way back once the payment is shown: a signed-in payer who came from the trip's page to that
 * trip, another signed-in payer to their trips, anyone else to the portal's home page.
 */
function WayBack({ paymentId }: { paymentId: string | undefined }) {
  const translate = useTranslate();
  const signedIn = useSession() !== null;
  const tripId = signedIn ? payingTripOf(paymentId) : null;
  const [to, key] = tripId
    ? [tripsModule.paths.show(tripId), "backToTrip"]
    : signedIn
      ? [tripsModule.paths.list, "backToTrips"]
      : [PATHS.landing, "backHome"];
  return (
    <Button
      component={Link}
      to={to}
      variant="outlined"
      fullWidth
      sx={{ mt: 2 }}
    >
      {translate(`${K}.${key}`)}
    </Button>
  );
}

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get("payment") ?? undefined;
  const translate = useTranslate();
  const { state } = useCheckout(paymentId, { pollPendingMs: POLL_MS });

  if (!paymentId)
    return (
      <AuthPage titleKey={`${K}.successTitle`}>
        <Alert severity="success">{translate(`${K}.successNoPayment`)}</Alert>
        <WayBack paymentId={paymentId} />
      </AuthPage>
    );
  if (state.kind === "loading")
    return (
      <AuthPage titleKey={`${K}.successTitle`}>
        <DelayedSpinner />
      </AuthPage>
    );
  if (state.kind !== "ready")
    return (
      <AuthPage titleKey={`${K}.successTitle`}>
        <Alert severity="warning">{translate(`${K}.notFound`)}</Alert>
        <WayBack paymentId={paymentId} />
      </AuthPage>
    );
  const { view } = state;
  return (
    <AuthPage titleKey={`${K}.successTitle`}>
      <CheckoutSummary view={view} />
      {view.status === "completed" ? (
        <Alert severity="success" role="status">
          {translate(`${K}.successText`, {
            amount: formatCents(view.amountCents),
            date: tripDateText(view.tripDate),
          })}
        </Alert>
      ) : view.status === "pending" ? (
        <Alert severity="info" role="status">
          {translate(`${K}.confirming`)}
        </Alert>
      ) : (
        <Alert severity="warning">
          {translate(
            view.status === "refunded" ? `${K}.refunded` : `${K}.failed`,
          )}
        </Alert>
      )}
      <WayBack paymentId={paymentId} />
    </AuthPage>
  );
}
CheckoutSuccessPage.path = checkoutModule.pages.success.path;
