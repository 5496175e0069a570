import { useEffect } from "react";
import { DataTable, List, SearchInput } from "react-admin";
import { useFeatures } from "../../src/features/useFeatures";
import { UpsertButton } from "../common/UpsertButton";
import { FeatureActiveToggle } from "./FeatureActiveToggle";
import type { FeatureRow } from "./featureModel";
import { featureEditPath } from "./featurePaths";

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
        rowClick={(id) => featureEditPath(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="featureCode" />
        <DataTable.Col source="featureTitle" />
        <DataTable.Col source="featureDescription" disableSort />
        <DataTable.Col source="active" render={() => <FeatureActiveToggle />} />
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => <UpsertButton to={featureEditPath(record.id)} />}
        />
      </DataTable>
    </List>
  );
}
