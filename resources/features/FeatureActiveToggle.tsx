import { useState } from "react";
import { Switch } from "@mui/material";
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useFeatures } from "../../src/features/useFeatures";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import type { FeatureRow } from "./featureModel";
import { featuresModule } from "../../domain/modules/features";

/** Switches a feature on or off in place, from the list row. */
export function FeatureActiveToggle() {
  const record = useRecordContext<FeatureRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  // The menu, routes and banner read the toggles from the feature context: re-read them too.
  const { refresh: refreshFeatures } = useFeatures();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const onChange = async (active: boolean) => {
    setPending(true);
    try {
      await dataProvider.toggleFeature(record.featureCode, active);
      notify(`resources.${featuresModule.name}.notifications.updated`, {
        type: "success",
        messageArgs: { smart_count: 1 },
      });
      refresh();
      await refreshFeatures();
    } catch (e) {
      // The data provider's message already starts "Failed to toggle the Feature state: " (§8).
      notifyError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={record.active}
      disabled={pending}
      onChange={(_e, checked) => void onChange(checked)}
      // The row navigates on click; the switch must only toggle.
      onClick={(e) => e.stopPropagation()}
      slotProps={{
        input: {
          "aria-label": translate(
            `resources.${featuresModule.name}.action.toggle`,
            {
              code: record.featureCode,
            },
          ),
        },
      }}
    />
  );
}
