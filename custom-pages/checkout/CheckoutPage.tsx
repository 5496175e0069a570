import { useState } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { HttpError, useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { checkoutModule } from "../../domain/modules/checkout";
import { formatCents } from "../../domain/money";
import type { CheckoutView } from "../../domain/schemas/paymentRecord";
import { submitCheckout } from "../../providers/checkoutApi";
import { DelayedSpinner } from "../../src/layout/DelayedSpinner";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { CheckoutSummary } from "./CheckoutSummary";
import { useCheckout } from "./useCheckout";

const K = "pages.checkout";

const STATUS_TEXT: Partial<Record<CheckoutView["status"], string>> = {
  completed: `${K}.paid`,
  refunded: `${K}.refunded`,
  failed: `${K}.failed`,
};

/**
 * /checkout/:paymentId (§2 "Anyone", issue 12): a private payer pays a trip's fare, signed in or
 * not. The amount is the server's; the built-in provider asks for a confirmation, Stripe's opens
 * its own payment page.
 */
export function CheckoutPage() {
  const { paymentId = "" } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { state, reload } = useCheckout(paymentId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (state.kind === "loading")
    return (
      <AuthPage titleKey={`${K}.title`}>
        <DelayedSpinner />
      </AuthPage>
    );
  if (state.kind !== "ready")
    return (
      <AuthPage titleKey={`${K}.title`}>
        <FormAlert
          message={
            state.kind === "notFound"
              ? translate(`${K}.notFound`)
              : translate(`${K}.failure`, { message: state.message })
          }
        />
      </AuthPage>
    );

  const { view } = state;
  const amount = formatCents(view.amountCents);
  const act = async (confirm: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await submitCheckout(paymentId, {
        amountCents: view.amountCents,
        ...(confirm ? { confirm: true } : {}),
      });
      if (data.step === "redirect" && data.redirectUrl) {
        window.location.assign(data.redirectUrl);
        return;
      }
      if (data.step === "done") {
        navigate(
          `${checkoutModule.pages.success.path}?payment=${encodeURIComponent(paymentId)}`,
        );
        return;
      }
      setConfirming(true);
      setBusy(false);
    } catch (e) {
      setBusy(false);
      const message = e instanceof Error ? e.message : String(e);
      setFailure(translate(`${K}.failure`, { message }));
      // The record changed meanwhile (paid, failed): show it as it now is.
      if (e instanceof HttpError && e.status === 409) reload();
    }
  };

  const done = STATUS_TEXT[view.status];
  return (
    <AuthPage titleKey={`${K}.title`}>
      <CheckoutSummary view={view} />
      <FormAlert message={failure} />
      {done ? (
        <Alert severity={view.status === "completed" ? "success" : "warning"}>
          {translate(done)}
        </Alert>
      ) : confirming ? (
        <Stack spacing={2}>
          <Typography variant="body2">
            {translate(`${K}.demoNotice`, { amount })}
          </Typography>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void act(true)}
          >
            {translate(`${K}.confirm`)}
          </Button>
          <Button disabled={busy} onClick={() => setConfirming(false)}>
            {translate(`${K}.cancel`)}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void act(false)}
          >
            {view.provider === "builtin"
              ? translate(`${K}.payDemo`)
              : translate(`${K}.pay`, { amount })}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {busy && view.provider === "stripe"
              ? translate(`${K}.redirecting`)
              : translate(`${K}.secure`)}
          </Typography>
        </Stack>
      )}
    </AuthPage>
  );
}
CheckoutPage.path = checkoutModule.pages.pay.path;
