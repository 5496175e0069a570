import { useQuery } from "@tanstack/react-query";
import { LinkBase, useDataProvider } from "react-admin";
import { analyticsModule } from "../../../domain/modules/analytics";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import { TodaySection } from "./TodaySection";
import { useAnalyticsPanelTranslate } from "./useAnalyticsPanelTranslate";
import { PanelCard } from "../PanelCard";

/** The home panel's dashboard read; the dashboard page keys its own. */
export const TODAY_TILES_QUERY_KEY = [
  analyticsModule.name,
  "dashboard",
  "home",
] as const;

/**
 * A system administrator's today at a glance (issue 29): the analytics dashboard's today tiles (its
 * one call, POST /analytics/dashboard, over every facility), drawn by the dashboard's own
 * TodaySection, each leading to what it counts, and a link to the dashboard. The home page mounts
 * it only while feature-analytics is on.
 */
export function TodayTilesPanel() {
  const t = useAnalyticsPanelTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: TODAY_TILES_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.analyticsDashboard({}, signal),
    retry: false,
  });
  useLiveRefetch("trips", [TODAY_TILES_QUERY_KEY]);
  const title = t("title");
  return (
    <PanelCard
      title={title}
      action={
        <>
          <LinkBase to={analyticsModule.pages.dashboard.path}>
            {t("dashboard")}
          </LinkBase>
        </>
      }
      loading={isPending && t("loading")}
      failed={!!error && t("failed")}
    >
      {data && <TodaySection dashboard={data} facilityId={undefined} framed />}
    </PanelCard>
  );
}
