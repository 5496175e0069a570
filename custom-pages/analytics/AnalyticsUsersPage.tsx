import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { analyticsModule } from "../../domain/modules/analytics";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { AnalyticsChart } from "./AnalyticsChart";
import { AnalyticsFrame, QueryState } from "./AnalyticsFrame";
import { K } from "./analyticsModel";
import { Tile, TileGrid, TileSection } from "../../src/widgets/analytics/Tile";
import { useUsersAnalytics } from "./useAnalytics";

const U = `${K}.users`;

/**
 * /analytics/users (issue 29, administrators: the route gate and the call's): the people's accounts
 * — active by role, sign-ins per day, never signed in, with a second factor, locked now.
 */
export function AnalyticsUsersPage() {
  const translate = useTranslate();
  const query = useUsersAnalytics();
  const data = query.data;
  return (
    <AnalyticsFrame titleKey={`${U}.title`}>
      <QueryState state={query}>
        {data && (
          <>
            <TileSection title={translate(`${U}.accounts`)}>
              <TileGrid>
                <Tile
                  label={translate(`${U}.activeTotal`)}
                  value={String(data.activeTotal)}
                />
                <Tile
                  label={translate(`${U}.neverSignedIn`)}
                  value={String(data.neverSignedIn)}
                />
                <Tile
                  label={translate(`${U}.withSecondFactor`)}
                  value={String(data.withSecondFactor)}
                />
                <Tile
                  label={translate(`${U}.locked`)}
                  value={String(data.locked)}
                />
              </TileGrid>
            </TileSection>
            <TileSection title={translate(`${U}.activeByRole`)}>
              <ReportTable
                label={translate(`${U}.activeByRole`)}
                columns={[translate(`${U}.role`), translate(`${U}.count`)]}
                rows={data.activeByRole.map((r) => ({
                  key: r.role,
                  label: translate(`pages.roles.${r.role}`),
                  cells: [String(r.users)],
                }))}
              />
            </TileSection>
            <TileSection title={translate(`${U}.signIns`)}>
              {data.signInsByDay.every((d) => d.signIns === 0) ? (
                <Typography color="text.secondary">
                  {translate(`${U}.noSignIns`)}
                </Typography>
              ) : (
                <AnalyticsChart
                  label={translate(`${U}.signInsChart`)}
                  kind="bar"
                  data={data.signInsByDay.map((d) => ({
                    label: d.day.slice(5),
                    signIns: d.signIns,
                  }))}
                  series={[{ key: "signIns", name: translate(`${U}.signIns`) }]}
                />
              )}
            </TileSection>
          </>
        )}
      </QueryState>
    </AnalyticsFrame>
  );
}
AnalyticsUsersPage.path = analyticsModule.pages.users.path;
