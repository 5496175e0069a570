import { useEffect } from "react";
import { DataTable, List, SearchInput } from "react-admin";
import { useFeatures } from "../../src/features/useFeatures";
import { EditColumn } from "../../src/widgets/EditColumn";
import { FeatureActiveToggle } from "./FeatureActiveToggle";
import type { FeatureRow } from "./featureModel";
import { featuresModule } from "../../domain/modules/features";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/features: search, sort, toggle in place; a row opens upsert/:id. */
export function FeatureList() {
  // Create and edit come back here: re-read the toggles so menu, routes and banner follow.
  const { refresh } = useFeatures();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <List filters={filters} sort={{ field: "featureCode", order: "ASC" }}>
      <DataTable<FeatureRow>
        rowClick={(id) => featuresModule.paths.edit(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="featureCode" />
        <DataTable.Col source="featureTitle" />
        <DataTable.Col source="featureDescription" disableSort />
        <DataTable.Col source="active" render={() => <FeatureActiveToggle />} />
        <EditColumn to={featuresModule.paths.edit} />
      </DataTable>
    </List>
  );
}
