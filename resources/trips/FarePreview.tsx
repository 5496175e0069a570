import { useEffect, useState } from "react";
import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import type { FareQuote } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { FareQuoteRequest } from "../../providers/tripMethods";
import { errorMessage } from "../../src/forms/serverErrors";
import { EstimatedMark } from "./EstimatedMark";
import {
  bookingKey,
  FARE_FIELDS,
  quoteTotal,
  toFareQuoteRequest,
} from "./tripFormModel";

/** Typing an address fires a change per key: ask the server once the typing pauses. */
export const FARE_DEBOUNCE_MS = 500;

type QuoteState =
  | { status: "incomplete" }
  | { status: "loading" }
  | { status: "quoted"; quote: FareQuote }
  | { status: "failed"; message: string };

/** The fare of the booking as it stands, asked of the server (POST /trips/fare-quote). */
function useFareQuote(): QuoteState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const values = useWatch({ name: [...FARE_FIELDS] }) as unknown[];
  const request = toFareQuoteRequest(
    Object.fromEntries(FARE_FIELDS.map((f, i) => [f, values[i]])),
  );
  // The request by value: the watched objects are new on every render.
  const key = request ? JSON.stringify(request) : null;
  // The last answer, with the request it answers: a different request is still loading.
  const [answer, setAnswer] = useState<{
    key: string;
    state: QuoteState;
  } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = JSON.parse(key) as FareQuoteRequest;
      dataProvider
        .fareQuote(body, controller.signal)
        .then((quote) => setAnswer({ key, state: { status: "quoted", quote } }))
        .catch((error: unknown) => {
          // A newer request replaced this one: its answer no longer describes the form.
          if (controller.signal.aborted) return;
          setAnswer({
            key,
            state: { status: "failed", message: errorMessage(error) },
          });
        });
    }, FARE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, dataProvider]);
  if (!key) return { status: "incomplete" };
  return answer?.key === key ? answer.state : { status: "loading" };
}

/**
 * The fare before saving: distance, travel time and total, computed by the server from the trip
 * prices in effect (the same computation the saved trip gets). A booking with no price in effect
 * shows the server's message; the trip can still be saved.
 */
export function FarePreview() {
  const translate = useTranslate();
  const state = useFareQuote();
  const t = (key: string, options?: object) =>
    translate(bookingKey(`fare.${key}`), options);
  return (
    <Card
      variant="outlined"
      sx={{ mt: 2, width: "100%", maxWidth: 560 }}
      aria-live="polite"
      data-testid="fare-preview"
    >
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {t("title")}
        </Typography>
        {state.status === "incomplete" && (
          <Alert severity="info">{t("incomplete")}</Alert>
        )}
        {state.status === "loading" && (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <CircularProgress size={16} />
            <Typography variant="body2">{t("loading")}</Typography>
          </Stack>
        )}
        {state.status === "failed" && (
          <Alert severity="warning">{state.message}</Alert>
        )}
        {state.status === "quoted" && (
          <Table size="small" aria-label={t("title")}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t("distance")}
                </TableCell>
                <TableCell align="right">
                  {state.quote.distanceInMiles === null
                    ? t("unknown")
                    : t("miles", { miles: state.quote.distanceInMiles })}
                  {state.quote.distanceInMiles !== null &&
                    state.quote.distanceEstimated && (
                      <EstimatedMark text={t("estimated")} />
                    )}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t("time")}
                </TableCell>
                <TableCell align="right">
                  {state.quote.travelTimeInMinutes === null
                    ? t("unknown")
                    : t("minutes", {
                        minutes: state.quote.travelTimeInMinutes,
                      })}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t("total", { smart_count: state.quote.legs })}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {quoteTotal(state.quote)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
