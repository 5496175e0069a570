import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from "react-admin";
import {
  attributesModule as m,
  attributeEditPath,
} from "../../domain/modules/attributes";
import { EditColumn } from "../../src/widgets/EditColumn";
import type { AttributeRow } from "./attributeModel";
import { entityTypeChoices } from "./attributeModel";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="entityType"
    source="entityType"
    choices={entityTypeChoices}
    alwaysOn
  />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

function TypeLabel({ group, value }: { group: string; value: string }) {
  const translate = useTranslate();
  return <>{translate(m.key(`${group}.${value}`))}</>;
}

/** /admin/attributes: in the server's order (record type, position); a row opens /admin/attribute/:attributeId. */
export function AttributeList() {
  return (
    <List filters={filters}>
      <DataTable<AttributeRow>
        rowClick={(id) => attributeEditPath(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col
          source="entityType"
          disableSort
          render={(r) => <TypeLabel group="entityTypes" value={r.entityType} />}
        />
        <DataTable.Col
          source="dataType"
          disableSort
          render={(r) => <TypeLabel group="dataTypes" value={r.dataType} />}
        />
        <DataTable.Col source="required" disableSort field={BooleanField} />
        <DataTable.Col source="active" disableSort field={BooleanField} />
        <DataTable.Col
          source="choices"
          disableSort
          render={(r) => (r.dataType === "choice" ? r.choices.length : "—")}
        />
        <EditColumn to={attributeEditPath} />
      </DataTable>
    </List>
  );
}
