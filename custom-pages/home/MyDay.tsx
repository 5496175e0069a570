import { mobilityOf } from "../../domain/mobility";
import { useMemo, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useDataProvider, useNotify, useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type {
  ManifestChange,
  ManifestItem,
} from "../../domain/schemas/manifest";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { tripRowActions } from "../../src/widgets/trips/tripWidgetsModel";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { tripTimeText } from "../../src/widgets/trips/tripTimes";
import { RequiredReading } from "../../src/widgets/knowledge/RequiredReading";
import { dayLabel, shiftDay, todayOnDevice } from "./myDayModel";

const K = "pages.home.myDay";

const equipmentOf = (item: ManifestItem) => mobilityOf(item);
const LIVE_QUERIES = [["manifests", "day"]];

function MyDayItem({
  item,
  change,
  driverId,
}: {
  item: ManifestItem;
  change: ManifestChange | undefined;
  driverId: string;
}) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  // The day's trips are the driver's own: Begin Trip while it can still begin, else open it.
  const begin = tripRowActions(
    { driverId, tripStatus: item.tripStatus },
    user,
  ).begin;
  return (
    <ListItem divider sx={{ display: "block", px: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography component="span" fontWeight={600}>
          {tripTimeText(item.pickUpDatetime)}
        </Typography>
        <Typography component="span">{item.patientName}</Typography>
        <TripStatusChip status={item.tripStatus} />
        {change?.kind === "added" && (
          <Chip size="small" color="info" label={translate(`${K}.new`)} />
        )}
        {change?.kind === "changed" && (
          <Chip
            size="small"
            color="warning"
            label={translate(`${K}.changed`, {
              fields: change.fields
                .map((f) => translate(`${K}.fields.${f}`))
                .join(", "),
            })}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {item.pickUpName} → {item.dropOffName}
        {" · "}
        {translate(`${K}.equipment.${equipmentOf(item)}`)}
      </Typography>
      <Link to={tripsModule.paths.page("management", item.tripId)}>
        {begin
          ? translate(tripsModule.key("actions.begin"))
          : translate(`${K}.open`)}
      </Link>
    </ListItem>
  );
}

/**
 * "My day" (issue 10) on a driver's home page: the day's trips as dispatch published them, in order,
 * with what changed since the driver acknowledged; updated live when dispatch assigns or changes a
 * trip. Days move with Previous/Next; a day dispatch has not published says so.
 */
export function MyDay() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [day, setDay] = useState(todayOnDevice);
  const [acknowledging, setAcknowledging] = useState(false);
  const queryKey = useMemo(() => ["manifests", "day", day], [day]);
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider.manifestDay({ serviceDate: day }, signal),
  });
  useLiveRefetch(["trips", "manifests"], LIVE_QUERIES);

  const changes = new Map((data?.changes ?? []).map((c) => [c.tripId, c]));
  const removed = (data?.changes ?? []).filter((c) => c.kind === "removed");
  const manifest = data?.manifest ?? null;
  const needsAck =
    !!manifest &&
    (!manifest.acknowledgedAt || manifest.changedSinceAcknowledged);

  const acknowledge = async () => {
    if (!manifest) return;
    setAcknowledging(true);
    try {
      await dataProvider.acknowledgeManifest(manifest.manifestId);
      notify(`${K}.acknowledgedToast`, { type: "success" });
      await queryClient.invalidateQueries({ queryKey: ["manifests", "day"] });
    } catch (e) {
      notifyError(e);
    } finally {
      setAcknowledging(false);
    }
  };

  return (
    <Card component="section" aria-label={translate(`${K}.title`)}>
      <CardContent>
        {/* On a phone the day picker wraps under the title as one group. */}
        <Stack
          direction="row"
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          spacing={1}
          sx={{ mb: 1 }}
        >
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {translate(`${K}.title`)}
          </Typography>
          <Stack direction="row" alignItems="center">
            <IconButton
              aria-label={translate(`${K}.previous`)}
              onClick={() => setDay((d) => shiftDay(d, -1))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2" aria-live="polite">
              {dayLabel(day)}
            </Typography>
            <IconButton
              aria-label={translate(`${K}.next`)}
              onClick={() => setDay((d) => shiftDay(d, 1))}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        </Stack>
        {/* Issue 27: required reading not yet acknowledged comes before the trips. */}
        <RequiredReading />
        {isPending && (
          <Typography role="status">{translate(`${K}.loading`)}</Typography>
        )}
        {error && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
        {data && !manifest && (
          <Typography color="text.secondary">
            {translate(`${K}.notPublished`)}
          </Typography>
        )}
        {data && manifest && (
          <>
            <Typography variant="body2" color="text.secondary">
              {manifest.acknowledgedAt
                ? translate(`${K}.acknowledgedAt`, {
                    time: tripTimeText(manifest.acknowledgedAt),
                  })
                : translate(`${K}.publishedAt`, {
                    time: tripTimeText(manifest.publishedAt),
                  })}
            </Typography>
            {manifest.changedSinceAcknowledged && (
              <Alert severity="warning" sx={{ my: 1 }}>
                {translate(`${K}.changedSince`)}
              </Alert>
            )}
            {data.items.length === 0 ? (
              <Typography sx={{ my: 1 }}>{translate(`${K}.empty`)}</Typography>
            ) : (
              <List aria-label={translate(`${K}.trips`)}>
                {data.items.map((item) => (
                  <MyDayItem
                    key={item.tripId}
                    item={item}
                    change={changes.get(item.tripId)}
                    driverId={data.driverId}
                  />
                ))}
              </List>
            )}
            {removed.length > 0 && (
              <Box sx={{ mb: 1 }}>
                <Typography variant="subtitle2">
                  {translate(`${K}.removed`)}
                </Typography>
                {removed.map((c) => (
                  <Typography
                    key={c.tripId}
                    variant="body2"
                    sx={{ textDecoration: "line-through" }}
                  >
                    {c.before &&
                      `${tripTimeText(c.before.pickUpDatetime)} ${c.before.patientName}`}
                  </Typography>
                ))}
              </Box>
            )}
            {needsAck && (
              <Button
                variant="contained"
                onClick={() => void acknowledge()}
                disabled={acknowledging}
              >
                {translate(`${K}.acknowledge`)}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
