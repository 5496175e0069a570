import { useState } from "react";
import { Alert, Link, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { reportByKey } from "../../domain/analyticsReports";
import { analyticsModule } from "../../domain/modules/analytics";
import type { ReportPeriod } from "../../domain/schemas/report";
import { PeriodPicker } from "../../src/widgets/reports/PeriodPicker";
import type { PeriodDraft } from "../../src/widgets/reports/reportPeriod";
import {
  periodProblem,
  presetPeriod,
  todayOnDevice,
} from "../../src/widgets/reports/reportPeriod";
import { AnalyticsFrame } from "./AnalyticsFrame";
import { K, REPORT_PRESETS, reportTitle } from "./analyticsModel";
import { FacilityPicker } from "./FacilityPicker";
import { groupPath } from "./reportLinks";
import { ReportResult } from "./ReportResult";
import { useAnalyticsScope } from "./useAnalyticsScope";

/**
 * /analytics/report/:key (issue 29): one report of the catalogue (domain/analyticsReports.ts) over
 * a period (the last 30 days at first) and, for operators, a facility: its chart above its table,
 * and the table exported as CSV. A facility administrator's facility is fixed on the server; the
 * operation-wide reports are not theirs, and are not asked.
 */
export function ReportPage() {
  const translate = useTranslate();
  const key = useParams().key ?? "";
  const definition = reportByKey(key);
  const scope = useAnalyticsScope();
  const [today] = useState(todayOnDevice);
  const [draft, setDraft] = useState<PeriodDraft>(() =>
    presetPeriod("last30", today),
  );
  // The report keeps showing the last good period while the one being typed is wrong.
  const [period, setPeriod] = useState<ReportPeriod>(draft as ReportPeriod);
  const change = (next: PeriodDraft) => {
    setDraft(next);
    if (!periodProblem(next)) setPeriod(next as ReportPeriod);
  };
  const problem = periodProblem(draft);
  const refused =
    !!definition && scope.facilityScoped && !definition.facilityScoped;
  return (
    <AnalyticsFrame
      titleKey={`${K}.reports.title`}
      title={
        definition ? reportTitle(translate, key) : translate(`${K}.notFound`)
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link
          component={LinkBase}
          to={
            definition
              ? groupPath(definition.group)
              : analyticsModule.pages.reports.path
          }
        >
          {definition
            ? translate(`${K}.reports.groups.${definition.group}`)
            : translate(`${K}.reports.back`)}
        </Link>
      </Typography>
      {!definition && (
        <Alert severity="warning">
          {translate(`${K}.reports.reportNotFound`, { key })}
        </Alert>
      )}
      {refused && (
        <Alert severity="info">{translate(`${K}.reports.operatorOnly`)}</Alert>
      )}
      {definition && !refused && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${K}.reports.help.${key}`, { _: "" })}
          </Typography>
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={{ md: 2 }}
            alignItems={{ md: "flex-start" }}
          >
            <PeriodPicker
              value={draft}
              today={today}
              onChange={change}
              presets={REPORT_PRESETS}
              messages={`${K}.period`}
              custom
              error={problem && translate(`${K}.period.${problem}`)}
            />
            <FacilityPicker scope={scope} />
          </Stack>
          <ReportResult
            definition={definition}
            request={{
              ...period,
              ...(scope.facilityId ? { facilityId: scope.facilityId } : {}),
            }}
          />
        </>
      )}
    </AnalyticsFrame>
  );
}
ReportPage.path = analyticsModule.pages.report.path;
