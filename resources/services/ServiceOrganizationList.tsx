import type { MouseEvent } from "react";
import { Link } from "@mui/material";
import {
  BooleanField,
  CreateButton,
  DataTable,
  LinkBase,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { adminServicesModule as m } from "../../domain/modules/adminServices";
import { serviceOrganizationPath } from "../../domain/modules/services";
import { ACTIVE_CHOICES } from "../../src/widgets/choices";
import { EditColumn } from "../../src/widgets/EditColumn";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { NO_WRAP } from "../../src/widgets/tableCells";
import type { ServiceOrganizationRow } from "./serviceOrganizationModel";
import { KIND_CHOICES, kindKey } from "./serviceOrganizationModel";

/** The server's filters: name or contact email (q → searchTerm), one kind, active or not. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    choices={ACTIVE_CHOICES}
    alwaysOn
  />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function LastCall({ row }: { row: ServiceOrganizationRow }) {
  const translate = useTranslate();
  return row.lastCallAt ? (
    <RelativeTime value={row.lastCallAt} />
  ) : (
    <>{translate(m.key("never"))}</>
  );
}

/**
 * /admin/services (issue 28, administrators): the outside systems that call the API, with their
 * users, live keys and last call. A row opens the organisation's own page (users, keys, calls);
 * the Edit column goes to upsert/:id.
 */
export function ServiceOrganizationList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: "name", order: "ASC" }}
      actions={<Actions />}
      pagination={<PagedTablePagination />}
      exporter={false}
    >
      <DataTable<ServiceOrganizationRow>
        rowClick={(id) => serviceOrganizationPath(String(id))}
        bulkActionButtons={false}
      >
        <DataTable.Col<ServiceOrganizationRow>
          source="name"
          render={(r) => (
            <Link
              component={LinkBase}
              to={serviceOrganizationPath(String(r.id))}
              underline="hover"
              // The row click opens the same page (a table row cannot take focus: this link can).
              onClick={(e: MouseEvent) => e.stopPropagation()}
            >
              {r.name}
            </Link>
          )}
        />
        <DataTable.Col<ServiceOrganizationRow>
          source="kind"
          render={(r) => translate(kindKey(r.kind), { _: r.kind })}
        />
        <DataTable.Col<ServiceOrganizationRow>
          source="active"
          field={BooleanField}
          disableSort
        />
        <DataTable.NumberCol source="userCount" disableSort />
        <DataTable.NumberCol source="activeKeyCount" disableSort />
        <DataTable.Col<ServiceOrganizationRow>
          source="lastCallAt"
          disableSort
          cellSx={NO_WRAP}
          render={(r) => <LastCall row={r} />}
        />
        <EditColumn to={m.paths.edit} />
      </DataTable>
    </List>
  );
}
