import { Link, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import { driversModule } from "../../domain/modules/drivers";
import { invoicesModule } from "../../domain/modules/invoices";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import type { Share } from "../../domain/schemas/analytics";
import { AnalyticsChart } from "./AnalyticsChart";
import { formatRate, K } from "../../src/widgets/analytics/analyticsFormat";
import {
  billedInvoicesLink,
  credentialsExpiringLink,
  overdueInvoicesLink,
  privatePaymentsLink,
  tripsLink,
  vehicleDocumentsLink,
} from "../../src/widgets/analytics/listLinks";
import {
  CountTile,
  Tile,
  TileGrid,
  TileSection,
} from "../../src/widgets/analytics/Tile";
import type { SectionProps } from "../../src/widgets/analytics/TodaySection";
import { useLinkIf } from "../../src/widgets/analytics/useCanOpen";

const D = `${K}.dashboard`;

/** The last 30 days: trip volume by day, the rates, ride time and revenue. */
export function Last30Section({ dashboard, facilityId }: SectionProps) {
  const translate = useTranslate();
  const linkIf = useLinkIf();
  const last30 = dashboard.last30;
  const days = { startsAt: last30.startsAt, endsAt: last30.endsAt, facilityId };
  const trips = (url: string) => linkIf(tripsModule.paths.list, url);
  const invoiced = linkIf(
    invoicesModule.paths.list,
    billedInvoicesLink(last30.fromDate, last30.toDate, facilityId),
  );
  // The ledger lists the operation's payments; narrowed to a facility, it cannot say which are theirs.
  const privatePaid = facilityId
    ? undefined
    : linkIf(
        paymentLedgerModule.paths.list,
        privatePaymentsLink(last30.fromDate, last30.toDate),
      );
  const money = {
    invoiced: formatCents(last30.invoicedCents),
    private: formatCents(last30.privatePaidCents),
  };
  const noTrips = last30.volumeByDay.every((d) => d.trips === 0);
  const share = (s: Share) => ({
    value: formatRate(translate, s.rate),
    detail: translate(`${D}.last30.share`, s),
  });
  return (
    <TileSection
      title={translate(`${D}.last30.title`)}
      subtitle={translate(`${D}.last30.period`, {
        from: last30.fromDate,
        to: last30.toDate,
      })}
    >
      <Typography component="h3" variant="subtitle1">
        {translate(`${D}.last30.volume`)}
      </Typography>
      {noTrips ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${D}.last30.noTrips`)}
        </Typography>
      ) : (
        <AnalyticsChart
          label={translate(`${D}.last30.volumeChart`)}
          kind="bar"
          data={last30.volumeByDay.map((d) => ({
            label: d.day.slice(5),
            trips: d.trips,
          }))}
          series={[{ key: "trips", name: translate(`${K}.columns.trips`) }]}
        />
      )}
      {trips(tripsLink(days)) && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <Link component={LinkBase} to={tripsLink(days)}>
            {translate(`${D}.last30.volumeLink`)}
          </Link>
        </Typography>
      )}
      <TileGrid>
        <Tile
          label={translate(`${D}.last30.onTime`)}
          value={formatRate(translate, last30.onTime.rate)}
          detail={translate(`${D}.last30.onTimeHelp`)}
          to={trips(tripsLink({ ...days, punctuality: "on-time" }))}
        />
        <Tile
          label={translate(`${D}.last30.noShows`)}
          {...share(last30.noShows)}
          to={trips(tripsLink({ ...days, outcomeCodes: ["no-show"] }))}
        />
        <Tile
          label={translate(`${D}.last30.lateCancels`)}
          {...share(last30.lateCancels)}
          to={trips(tripsLink({ ...days, outcomeCodes: ["late-cancel"] }))}
        />
        <Tile
          label={translate(`${D}.last30.averageRide`)}
          value={
            last30.averageRideMinutes === null
              ? translate(`${K}.none`)
              : translate(`${K}.units.minutes`, {
                  value: last30.averageRideMinutes.toFixed(1),
                })
          }
          to={trips(tripsLink({ ...days, statuses: ["completed"] }))}
        />
        <Tile
          label={translate(`${D}.last30.billed`)}
          value={formatCents(last30.billedCents)}
          detail={translate(`${D}.last30.billedParts`, money)}
          to={invoiced}
        />
        <Tile
          label={translate(`${D}.last30.privatePaid`)}
          value={money.private}
          detail={translate(`${D}.last30.privatePaidHelp`)}
          to={privatePaid}
        />
        <Tile
          label={translate(`${D}.last30.collected`)}
          value={formatCents(last30.collectedCents)}
          detail={translate(`${D}.last30.collectedParts`, money)}
        />
      </TileGrid>
    </TileSection>
  );
}

/** Alerts: credentials and vehicle documents expiring (operators only), invoices overdue. */
export function AlertsSection({ dashboard, facilityId }: SectionProps) {
  const translate = useTranslate();
  const linkIf = useLinkIf();
  const alerts = dashboard.alerts;
  // Each alert's words are pages.analytics.dashboard.alerts.<key>; a null count is not the scope's.
  const tiles = [
    {
      key: "credentialsExpiring",
      count: alerts.credentialsExpiring,
      to: linkIf(driversModule.paths.list, credentialsExpiringLink()),
    },
    {
      key: "vehicleDocumentsExpiring",
      count: alerts.vehicleDocumentsExpiring,
      to: linkIf(vehiclesModule.paths.list, vehicleDocumentsLink()),
    },
    {
      key: "invoicesOverdue",
      count: alerts.invoicesOverdue,
      to: linkIf(invoicesModule.paths.list, overdueInvoicesLink(facilityId)),
    },
  ] as const;
  return (
    <TileSection title={translate(`${D}.alerts.title`)}>
      <TileGrid>
        {tiles.map(({ key, ...tile }) => (
          <CountTile
            key={key}
            label={translate(`${D}.alerts.${key}`)}
            {...tile}
          />
        ))}
      </TileGrid>
    </TileSection>
  );
}
