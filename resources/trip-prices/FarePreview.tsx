import { useState } from "react";
import {
  Alert,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { formatCents } from "../../domain/money";
import { TRIP_PRICE_MONEY_FIELDS } from "../../domain/schemas/tripPrice";
import type { PreviewInputs } from "./tripPriceModel";
import { previewDefaults, previewFare, toPreviewTrip } from "./tripPriceModel";
import { tripPricesModule } from "../../domain/modules/tripPrices";

const P = `resources.${tripPricesModule.name}.preview`;
const LINES = [
  ["baseFare", "baseFareCents"],
  ["mileage", "mileageCents"],
  ["wheelchairSurcharge", "wheelchairSurchargeCents"],
  ["stretcherSurcharge", "stretcherSurchargeCents"],
  ["waitTime", "waitTimeCents"],
] as const;
const FLAGS = ["wheelchairTrip", "stretcherTrip", "isRoundTrip"] as const;

/**
 * A sample trip priced with the amounts being edited (domain/fare.ts, as bookings will be), so an
 * administrator can check a price list before saving. Its controls are not form inputs: nothing
 * here is saved.
 */
export function FarePreview() {
  const translate = useTranslate();
  const values = useWatch({ name: [...TRIP_PRICE_MONEY_FIELDS] }) as unknown[];
  const [inputs, setInputs] = useState<PreviewInputs>(previewDefaults);
  const amounts = Object.fromEntries(
    TRIP_PRICE_MONEY_FIELDS.map((f, i) => [f, values[i]]),
  );
  const fare = previewFare(amounts, toPreviewTrip(inputs));
  const set = (patch: Partial<PreviewInputs>) =>
    setInputs((current) => ({ ...current, ...patch }));

  return (
    <Card variant="outlined" sx={{ mt: 2, width: "100%", maxWidth: 560 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate(`${P}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${P}.help`)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          {(["distanceInMiles", "additionalWaitTimeInMinutes"] as const).map(
            (name) => (
              <TextField
                key={name}
                type="number"
                size="small"
                label={translate(`${P}.${name}`)}
                value={inputs[name]}
                onChange={(e) => set({ [name]: e.target.value })}
                slotProps={{ htmlInput: { min: 0, step: "any" } }}
              />
            ),
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
          {FLAGS.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Switch
                  checked={inputs[name]}
                  onChange={(_e, checked) => set({ [name]: checked })}
                />
              }
              label={translate(`${P}.${name}`)}
            />
          ))}
        </Stack>
        {fare ? (
          <Table size="small" aria-label={translate(`${P}.title`)}>
            <TableBody>
              {LINES.map(([label, key]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {translate(`${P}.${label}`)}
                  </TableCell>
                  <TableCell align="right">{formatCents(fare[key])}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {translate(`${P}.total`, { smart_count: fare.legs })}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatCents(fare.totalCents)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : (
          <Alert severity="info">{translate(`${P}.incomplete`)}</Alert>
        )}
        {fare && inputs.wheelchairTrip && inputs.stretcherTrip && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${P}.stretcherOnly`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
