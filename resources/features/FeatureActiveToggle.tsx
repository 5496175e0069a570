import { useDataProvider, useRecordContext, useTranslate } from "react-admin";
import { featuresModule as m } from "../../domain/modules/features";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useFeatures } from "../../src/features/useFeatures";
import { ActiveSwitch } from "../../src/widgets/ActiveSwitch";
import type { FeatureRow } from "./featureModel";

/** Switches a feature on or off in place, from the list row. */
export function FeatureActiveToggle() {
  const record = useRecordContext<FeatureRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The menu, routes and banner read the toggles from the feature context: re-read them too.
  const { refresh: refreshFeatures } = useFeatures();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ActiveSwitch
      checked={record.active}
      label={translate(`resources.${m.name}.action.toggle`, {
        code: record.featureCode,
      })}
      onToggle={(active) =>
        dataProvider.toggleFeature(record.featureCode, active)
      }
      success={{
        message: `resources.${m.name}.notifications.updated`,
        messageArgs: { smart_count: 1 },
      }}
      afterToggle={refreshFeatures}
    />
  );
}
