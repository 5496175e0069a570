import {
  BooleanField,
  DataTable,
  DateField,
  List,
  ReferenceField,
  TextField,
  useTranslate,
} from "react-admin";
import { ListActions } from "../common/ListActions";
import { displayName } from "../../domain/users";
import { roleCodeLabelKey } from "../../custom-pages/profile/roleLabel";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { UpsertButton } from "../common/UpsertButton";
import { FACILITIES_RESOURCE } from "../facilities/facilityPaths";
import { ActiveBulkActions } from "../common/ActiveBulkActions";
import { useFacilityUserExporter } from "./facilityUserExport";
import { facilityUserFilters } from "./facilityUserFilters";
import type { FacilityUserRow } from "./facilityUserModel";
import {
  FACILITY_USER_CREATE_PATH,
  FACILITY_USERS_RESOURCE,
  facilityUserEditPath,
} from "./facilityUserPaths";
import { useFacilityScope } from "../common/useFacilityScope";

/**
 * /admin/transport/facility-users: a facility admin's staff (the server scopes the rows); an
 * administrator sees every facility's, with a facility column and filter.
 */
export function FacilityUserList() {
  const translate = useTranslate();
  // A facility admin sees their own facility only: no facility filter or column.
  const { scoped: fixed } = useFacilityScope();
  const exporter = useFacilityUserExporter();
  return (
    <List
      filters={facilityUserFilters(!fixed)}
      sort={{ field: "lastName", order: "ASC" }}
      actions={<ListActions createPath={FACILITY_USER_CREATE_PATH} />}
      exporter={exporter}
      pagination={<PagedTablePagination />}
    >
      <DataTable<FacilityUserRow>
        rowClick={(id) => facilityUserEditPath(id)}
        bulkActionButtons={<ActiveBulkActions />}
      >
        <DataTable.Col
          source="lastName"
          label={`resources.${FACILITY_USERS_RESOURCE}.fields.name`}
          render={(record) => displayName(record)}
        />
        <DataTable.Col source="email" />
        <DataTable.Col<FacilityUserRow>
          source="roleCode"
          disableSort
          render={(record) => translate(roleCodeLabelKey(record.roleCode))}
        />
        {!fixed && (
          <DataTable.Col source="facilityUserDetail.facilityId" disableSort>
            <ReferenceField
              source="facilityUserDetail.facilityId"
              reference={FACILITIES_RESOURCE}
              link={false}
            >
              <TextField source="facilityName" />
            </ReferenceField>
          </DataTable.Col>
        )}
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col
          source="requirePasswordReset"
          field={BooleanField}
          disableSort
        />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => (
            <UpsertButton to={facilityUserEditPath(record.id)} />
          )}
        />
      </DataTable>
    </List>
  );
}
