import {
  BooleanField,
  DataTable,
  DateField,
  List,
  useTranslate,
} from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { displayName } from "../../domain/users";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { ActiveBulkActions } from "../../src/widgets/ActiveBulkActions";
import { facilityUserFilters } from "./facilityUserFilters";
import type { FacilityUserRow } from "./facilityUserModel";
import { useFacilityScope } from "../../src/session/useFacilityScope";
import { FacilityColumn } from "../../src/widgets/FacilityReference";
import { facilityUsersModule } from "../../domain/modules/facilityUsers";
import { NO_WRAP } from "../../src/widgets/tableCells";

/**
 * /admin/transport/facility-users: a facility admin's staff (the server scopes the rows); an
 * administrator sees every facility's, with a facility column and filter.
 */
export function FacilityUserList() {
  const translate = useTranslate();
  // A facility admin sees their own facility only: no facility filter or column.
  const { scoped: fixed } = useFacilityScope();
  return (
    <List
      filters={facilityUserFilters(!fixed)}
      sort={{ field: "lastName", order: "ASC" }}
      actions={<ListActions createPath={facilityUsersModule.paths.create} />}
      pagination={<PagedTablePagination />}
    >
      <DataTable<FacilityUserRow>
        rowClick={(id) => facilityUsersModule.paths.edit(id)}
        bulkActionButtons={<ActiveBulkActions />}
      >
        <DataTable.Col
          source="lastName"
          label={`resources.${facilityUsersModule.name}.fields.name`}
          render={(record) => displayName(record)}
        />
        <DataTable.Col source="email" />
        <DataTable.Col<FacilityUserRow>
          source="roleCode"
          disableSort
          render={(record) => translate(roleCodeLabelKey(record.roleCode))}
        />
        {!fixed && <FacilityColumn source="facilityUserDetail.facilityId" />}
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col
          source="requirePasswordReset"
          field={BooleanField}
          disableSort
        />
        <DataTable.Col source="createdAt" cellSx={NO_WRAP}>
          <DateField source="createdAt" />
        </DataTable.Col>
        <EditColumn to={facilityUsersModule.paths.edit} />
      </DataTable>
    </List>
  );
}
