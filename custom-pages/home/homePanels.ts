/**
 * What "/" shows each role first (issue 29), as one table: the panels of each role, in order, and
 * the feature toggle each panel hangs on. Pure, so the table has its own tests; HomePanels.tsx
 * renders the keys it answers.
 */
import { FEATURES } from "../../domain/features";
import type { FeatureCode } from "../../domain/features";
import type { FeatureState } from "../../domain/navigation";
import type { RoleCode } from "../../domain/privileges";
import { ROLE_CODES } from "../../domain/privileges";

export type HomePanelKey =
  | "myDay"
  | "facilityTrips"
  | "willCallReturns"
  | "unassignedTrips"
  | "flaggedTrips"
  | "todayTiles"
  | "systemNotifications"
  | "upcomingTrips"
  | "tasks"
  | "mentions"
  | "requiredReading";

export interface HomePanelRule {
  /** Shown only while this toggle is on (and not before the toggles have loaded). */
  feature?: FeatureCode;
  /** Shown only to an account linked to a driver record (My day reads the driver's manifest). */
  needsDriver?: boolean;
}

export const HOME_PANEL_RULES: Readonly<Record<HomePanelKey, HomePanelRule>> = {
  myDay: { needsDriver: true },
  facilityTrips: {},
  willCallReturns: {},
  unassignedTrips: {},
  flaggedTrips: {},
  todayTiles: { feature: FEATURES.analytics },
  systemNotifications: {},
  upcomingTrips: {},
  tasks: { feature: FEATURES.workspaces },
  // Mentions are notifications, whose module hangs on feature-discussions.
  mentions: { feature: FEATURES.discussions },
  requiredReading: { feature: FEATURES.knowledgeManagement },
};

/** Everyone's, after their role's own. */
const EVERYONE: readonly HomePanelKey[] = [
  "tasks",
  "mentions",
  "requiredReading",
];
const FACILITY: readonly HomePanelKey[] = [
  "facilityTrips",
  "willCallReturns",
  ...EVERYONE,
];

export const ROLE_PANELS: Readonly<Record<RoleCode, readonly HomePanelKey[]>> =
  {
    nurse: FACILITY,
    facilityadmin: FACILITY,
    // My day lists the driver's required reading first: no second copy below it.
    driver: ["myDay", "tasks", "mentions"],
    dataadmin: ["unassignedTrips", "flaggedTrips", ...EVERYONE],
    systemadmin: ["todayTiles", "systemNotifications", ...EVERYONE],
    customer: ["upcomingTrips", ...EVERYONE],
  };

export interface HomeUser {
  roles?: ReadonlyArray<{ roleCode: string }> | null;
  driverDetail?: { driverId?: string | null } | null;
}

const isRole = (code: string | undefined): code is RoleCode =>
  !!code && (ROLE_CODES as readonly string[]).includes(code);

/** The panels of the user's first role (§6) whose toggle is on, in the table's order. */
export function homePanelsFor(
  user: HomeUser | null | undefined,
  features: FeatureState,
): HomePanelKey[] {
  if (!user) return [];
  const role = user.roles?.[0]?.roleCode;
  const keys = isRole(role) ? ROLE_PANELS[role] : EVERYONE;
  return keys.filter((key) => {
    const rule = HOME_PANEL_RULES[key];
    if (rule.feature && !features[rule.feature]) return false;
    return !rule.needsDriver || !!user.driverDetail?.driverId;
  });
}
