import { useTranslate } from "react-admin";
import { UNASSIGNED_SOON_HOURS } from "../../../domain/analyticsReports";
import { driversModule } from "../../../domain/modules/drivers";
import { tripsModule } from "../../../domain/modules/trips";
import type { Dashboard } from "../../../domain/schemas/analytics";
import { formatRate, K } from "./analyticsFormat";
import { driversOnlineLink, tripsLink, upcomingTripsLink } from "./listLinks";
import { CountTile, Tile, TileGrid, TileSection } from "./Tile";
import { useLinkIf } from "./useCanOpen";

const D = `${K}.dashboard`;
const HOUR = 3_600_000;

export interface SectionProps {
  dashboard: Dashboard;
  /** The facility the operator chose (sent in list links); undefined for a facility's own scope. */
  facilityId: string | undefined;
}

/**
 * Today: trips by status, unassigned soon, drivers online, on time so far. Without recharts, so a
 * page outside analytics (the home panel) may show it without loading the charts. `framed`: the
 * tiles alone, for a frame that has its own heading (the home panel's card), so "Today" is not
 * said twice.
 */
export function TodaySection({
  dashboard,
  facilityId,
  framed = false,
}: SectionProps & { framed?: boolean }) {
  const translate = useTranslate();
  const linkIf = useLinkIf();
  const tiles = dashboard.todayTiles;
  const day = {
    startsAt: tiles.startsAt,
    endsAt: tiles.endsAt,
    facilityId,
  };
  const trips = (url: string) => linkIf(tripsModule.paths.list, url);
  const now = new Date(dashboard.now);
  const grid = (
    <TileGrid>
      <CountTile
        label={translate(`${D}.today.total`)}
        count={tiles.total}
        to={trips(tripsLink(day))}
      />
      {tiles.byStatus.map((s) => (
        <CountTile
          key={s.status}
          label={translate(tripsModule.key(`statuses.${s.status}`), {
            _: s.status,
          })}
          count={s.trips}
          to={trips(tripsLink({ ...day, statuses: [s.status] }))}
        />
      ))}
      <CountTile
        label={translate(`${D}.today.unassignedSoon`)}
        count={tiles.unassignedSoon}
        to={trips(
          upcomingTripsLink(
            now,
            new Date(now.getTime() + UNASSIGNED_SOON_HOURS * HOUR),
            facilityId,
          ),
        )}
      />
      <CountTile
        label={translate(`${D}.today.driversOnline`)}
        count={tiles.driversOnline}
        to={linkIf(driversModule.paths.list, driversOnlineLink())}
      />
      <Tile
        label={translate(`${D}.today.onTime`)}
        value={
          tiles.onTime.whole > 0
            ? formatRate(translate, tiles.onTime.rate)
            : translate(`${K}.none`)
        }
        detail={
          tiles.onTime.whole > 0
            ? translate(`${D}.today.onTimeOf`, tiles.onTime)
            : translate(`${D}.today.noneMeasured`)
        }
        to={trips(tripsLink({ ...day, punctuality: "on-time" }))}
      />
    </TileGrid>
  );
  if (framed) return grid;
  return (
    <TileSection title={translate(`${D}.today.title`)}>{grid}</TileSection>
  );
}
