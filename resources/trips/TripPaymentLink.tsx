import { useState } from "react";
import LinkIcon from "@mui/icons-material/Link";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import type { CheckoutLink } from "../../domain/schemas/paymentRecord";
import type { Trip } from "../../domain/schemas/trip";
import { isTripPaid } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { tripKey } from "./tripModel";
import { useTripAccess } from "./useTripAccess";
import { TripPayButton } from "./TripPayButton";

/**
 * "Payment link" on a private trip's fare card (issue 12), for the office (modify-trips): makes or
 * finds the trip's checkout link for its fare and shows it with a copy button; for the customer who
 * booked it, "Pay" (TripPayButton).
 */
export function TripPaymentLink({ trip }: { trip: Trip }) {
  const { dispatch } = useTripAccess();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [link, setLink] = useState<CheckoutLink | null>(null);
  const [busy, setBusy] = useState(false);
  if (trip.bookingType !== "private" || !trip.fare) return null;
  if (isTripPaid(trip) || trip.tripStatus === "cancelled") return null;
  // A customer pays their own trip themselves (issue 22).
  if (!dispatch) return <TripPayButton trip={trip} />;
  const t = (key: string, options?: object) =>
    translate(tripKey(`show.fare.${key}`), options);

  const open = async () => {
    setBusy(true);
    try {
      setLink(await dataProvider.checkoutLink(trip.tripId));
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.checkoutUrl);
    notify(t("copied"), { type: "success" });
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<LinkIcon />}
        disabled={busy}
        onClick={() => void open()}
      >
        {t("paymentLink")}
      </Button>
      <Dialog open={!!link} onClose={() => setLink(null)} fullWidth>
        <DialogTitle>
          {t("paymentLinkTitle", {
            amount: formatCents(link?.amountCents ?? 0),
          })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t("paymentLinkText")}
          </Typography>
          <TextField
            value={link?.checkoutUrl ?? ""}
            label={t("paymentLink")}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLink(null)}>{t("close")}</Button>
          <Button variant="contained" onClick={() => void copy()}>
            {t("copy")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
