import { Box } from "@mui/material";
import type { ReactNode } from "react";
import type { FeatureState } from "../../domain/navigation";
import { TodayTilesPanel } from "../../src/widgets/analytics/TodayTilesPanel";
import { RequiredReading } from "../../src/widgets/knowledge/RequiredReading";
import { UnreadMentionsPanel } from "../../src/widgets/notifications/UnreadMentionsPanel";
import { SystemNotificationsPanel } from "../../src/widgets/systemNotifications/SystemNotificationsPanel";
import { FacilityTripsPanel } from "../../src/widgets/trips/FacilityTripsPanel";
import { FlaggedTripsPanel } from "../../src/widgets/trips/FlaggedTripsPanel";
import { UnassignedTripsPanel } from "../../src/widgets/trips/UnassignedTripsPanel";
import { UpcomingTripsPanel } from "../../src/widgets/trips/UpcomingTripsPanel";
import { WillCallReturnsPanel } from "../../src/widgets/trips/WillCallReturnsPanel";
import type { HomePanelKey, HomeUser } from "./homePanels";
import { homePanelsFor } from "./homePanels";
import { MyDay } from "./MyDay";
import { MyTasksPanel } from "./MyTasksPanel";

/** Each panel of the table (./homePanels.ts): a small component of its module, one request each. */
const PANELS: Readonly<Record<HomePanelKey, (userId: string) => ReactNode>> = {
  myDay: () => <MyDay />,
  facilityTrips: () => <FacilityTripsPanel />,
  willCallReturns: () => <WillCallReturnsPanel />,
  unassignedTrips: () => <UnassignedTripsPanel />,
  flaggedTrips: () => <FlaggedTripsPanel />,
  todayTiles: () => <TodayTilesPanel />,
  systemNotifications: () => <SystemNotificationsPanel />,
  upcomingTrips: () => <UpcomingTripsPanel />,
  tasks: (userId) => <MyTasksPanel userId={userId} />,
  mentions: (userId) => <UnreadMentionsPanel userId={userId} />,
  requiredReading: () => <RequiredReading />,
};

/**
 * The signed-in user's panels, by their role and the feature toggles: one column on a phone, two
 * on a wide screen, the role's own first.
 */
export function HomePanels({
  user,
  features,
}: {
  user: (HomeUser & { userId: string }) | null;
  features: FeatureState;
}) {
  if (!user) return null;
  const keys = homePanelsFor(user, features);
  if (keys.length === 0) return null;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        mb: 3,
        alignItems: "start",
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          lg: "repeat(2, minmax(0, 1fr))",
        },
      }}
    >
      {keys.map((key) => (
        <Box key={key} sx={{ minWidth: 0 }} data-panel={key}>
          {PANELS[key](user.userId)}
        </Box>
      ))}
    </Box>
  );
}
