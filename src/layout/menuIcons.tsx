import type { ReactElement } from "react";
import HomeIcon from "@mui/icons-material/Home";
import InsightsIcon from "@mui/icons-material/Insights";
import GroupIcon from "@mui/icons-material/Group";
import AssessmentIcon from "@mui/icons-material/Assessment";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import SearchIcon from "@mui/icons-material/Search";
import CollectionsBookmarkIcon from "@mui/icons-material/CollectionsBookmark";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DirectionsCarIcon from "@mui/icons-material/DirectionsCar";
import PendingActionsIcon from "@mui/icons-material/PendingActions";
import ViewKanbanIcon from "@mui/icons-material/ViewKanban";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import DescriptionIcon from "@mui/icons-material/Description";
import ForumIcon from "@mui/icons-material/Forum";
import WorkspacesIcon from "@mui/icons-material/Workspaces";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import ReceiptIcon from "@mui/icons-material/Receipt";
import PriceChangeIcon from "@mui/icons-material/PriceChange";
import BadgeIcon from "@mui/icons-material/Badge";
import AirportShuttleIcon from "@mui/icons-material/AirportShuttle";
import LocalHospitalIcon from "@mui/icons-material/LocalHospital";
import SupervisorAccountIcon from "@mui/icons-material/SupervisorAccount";
import HealthAndSafetyIcon from "@mui/icons-material/HealthAndSafety";
import PaymentsIcon from "@mui/icons-material/Payments";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SummarizeIcon from "@mui/icons-material/Summarize";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import HistoryIcon from "@mui/icons-material/History";
import TuneIcon from "@mui/icons-material/Tune";
import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import CampaignIcon from "@mui/icons-material/Campaign";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import PeopleIcon from "@mui/icons-material/People";
import MiscellaneousServicesIcon from "@mui/icons-material/MiscellaneousServices";
import ArticleIcon from "@mui/icons-material/Article";
import LibraryBooksIcon from "@mui/icons-material/LibraryBooks";
import PersonalInjuryIcon from "@mui/icons-material/PersonalInjury";
import OutboxIcon from "@mui/icons-material/Outbox";

/**
 * The one icon table: one icon per menu key of the module declarations (domain/modules), used by the
 * menu and by the resources themselves (src/routes.tsx). The fallback keeps a new key from crashing.
 */
const MENU_ICONS: Readonly<Record<string, typeof HomeIcon>> = {
  home: HomeIcon,
  analytics: InsightsIcon,
  analyticsUsers: GroupIcon,
  analyticsReports: AssessmentIcon,
  knowledge: MenuBookIcon,
  knowledgeSearch: SearchIcon,
  articleCollections: CollectionsBookmarkIcon,
  calendar: CalendarMonthIcon,
  allTrips: DirectionsCarIcon,
  trips: DirectionsCarIcon,
  tripsInProgress: PendingActionsIcon,
  dispatch: ViewKanbanIcon,
  standingOrders: EventRepeatIcon,
  documents: DescriptionIcon,
  discussions: ForumIcon,
  workspaces: WorkspacesIcon,
  transportAdmin: LocalShippingIcon,
  invoices: ReceiptIcon,
  tripPrices: PriceChangeIcon,
  drivers: BadgeIcon,
  vehicles: AirportShuttleIcon,
  facilities: LocalHospitalIcon,
  facilityUsers: SupervisorAccountIcon,
  patients: PersonalInjuryIcon,
  insuranceProviders: HealthAndSafetyIcon,
  paymentRecords: PaymentsIcon,
  paymentLedger: ReceiptLongIcon,
  reports: SummarizeIcon,
  systemAdmin: AdminPanelSettingsIcon,
  activities: HistoryIcon,
  attributes: TuneIcon,
  features: ToggleOnIcon,
  systemNotifications: CampaignIcon,
  support: SupportAgentIcon,
  users: PeopleIcon,
  services: MiscellaneousServicesIcon,
  adminArticles: ArticleIcon,
  adminArticleCollections: LibraryBooksIcon,
  emails: OutboxIcon,
};

/** The icon component of a menu key. */
export const menuIconComponent = (key: string) =>
  MENU_ICONS[key] ?? ArticleIcon;

/** The icon element of a menu key (elements, not components: nothing is created while rendering). */
export function menuIcon(key: string): ReactElement {
  const Icon = menuIconComponent(key);
  return <Icon fontSize="small" />;
}
