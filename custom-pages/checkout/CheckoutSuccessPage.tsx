import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { formatCents } from "../../domain/money";
import { PATHS } from "../../src/paths";
import { DelayedSpinner } from "../../src/layout/DelayedSpinner";
import { tripDateText } from "../../src/widgets/trips/tripTimes";
import { AuthPage } from "../common/AuthPage";
import { CheckoutSummary } from "./CheckoutSummary";
import { useCheckout } from "./useCheckout";

const K = "pages.checkout";
/** A provider's webhook may reach the server a moment after the payer returns. */
const POLL_MS = 2000;

/**
 * /checkout/success (§2 "Anyone", issue 12): where a payer lands after paying (`?payment=` the
 * link's token). It shows the payment as the server has it, waiting a little for the provider's
 * confirmation when it has not arrived yet.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get("payment") ?? undefined;
  const translate = useTranslate();
  const { state } = useCheckout(paymentId, { pollPendingMs: POLL_MS });

  if (!paymentId)
    return (
      <AuthPage titleKey={`${K}.successTitle`}>
        <Alert severity="success">{translate(`${K}.successNoPayment`)}</Alert>
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
    </AuthPage>
  );
}
CheckoutSuccessPage.path = PATHS.checkoutSuccess;
