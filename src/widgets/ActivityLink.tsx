import HistoryIcon from "@mui/icons-material/History";
import { Button } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { activitiesModule } from "../../domain/modules/activities";
import { PRIVILEGES } from "../../domain/privileges";
import { usePrivilege } from "../session/usePrivilege";

/**
 * A record page's link to its own activity (issue 11): every change, read and export of it, at
 * /admin/activities/:modelType/:modelId. Shown to holders of view-activities only.
 */
export function ActivityLink({
  modelType,
  modelId,
}: {
  modelType: string;
  modelId: string;
}) {
  const translate = useTranslate();
  const { allowed } = usePrivilege({
    resource: activitiesModule.name,
    privilege: PRIVILEGES.viewActivities,
  });
  if (!allowed) return null;
  return (
    <Button
      component={LinkBase}
      to={activitiesModule.paths.page(modelType, modelId)}
      size="small"
      startIcon={<HistoryIcon />}
    >
      {translate("app.widgets.activityLink")}
    </Button>
  );
}
