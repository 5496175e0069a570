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
import { errorMessage } from "../../src/forms/serverErrors";
import { FEATURES_RESOURCE } from "./featurePaths";
import type { FeatureRow } from "./featureModel";

/** Switches a feature on or off in place, from the list row. */
export function FeatureActiveToggle() {
  const record = useRecordContext<FeatureRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
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
      notify(`resources.${FEATURES_RESOURCE}.notifications.updated`, {
        type: "success",
        messageArgs: { smart_count: 1 },
      });
      refresh();
      await refreshFeatures();
    } catch (e) {
      // The data provider's message already starts "Failed to toggle the Feature state: " (§8).
      const message = errorMessage(e);
      notify(message || "ra.notification.http_error", {
        type: "error",
        messageArgs: { _: message },
      });
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
            `resources.${FEATURES_RESOURCE}.action.toggle`,
            {
              code: record.featureCode,
            },
          ),
        },
      }}
    />
  );
}
