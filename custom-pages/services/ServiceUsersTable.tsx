import {
  BooleanField,
  DataTable,
  ReferenceManyField,
  useTranslate,
} from "react-admin";
import type { RaRecord } from "react-admin";
import {
  serviceUserPath,
  serviceUsersModule,
} from "../../domain/modules/services";
import type { ServiceUserRow } from "../../domain/schemas/service";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { FacilityName } from "../../src/widgets/FacilityReference";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { NO_WRAP } from "../../src/widgets/tableCells";
import { RowLink } from "./RowLink";
import { K } from "./serviceKeys";

const F = `${K}.fields`;
type UserRow = ServiceUserRow & RaRecord;

/** An organisation's service users by name; a row (or Enter on it) opens the user's page. */
export function ServiceUsersTable({
  organization,
}: {
  organization: RaRecord;
}) {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      record={organization}
      reference={serviceUsersModule.name}
      target="serviceOrganizationId"
      sort={{ field: "name", order: "ASC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={`${K}.users.empty`}
    >
      <DataTable<UserRow>
        bulkActionButtons={false}
        rowClick={(id) => serviceUserPath(String(id), String(organization.id))}
      >
        <DataTable.Col<UserRow>
          source="name"
          label={`${F}.name`}
          render={(r) => (
            <RowLink
              to={serviceUserPath(String(r.id), String(organization.id))}
            >
              {r.name}
            </RowLink>
          )}
        />
        <DataTable.Col<UserRow>
          label={`${F}.role`}
          disableSort
          render={(r) =>
            translate(roleCodeLabelKey(r.roleCode), { _: r.roleCode })
          }
        />
        <DataTable.Col<UserRow> label={`${F}.facilityId`} disableSort>
          <FacilityName source="facilityId" emptyText={`${K}.none`} />
        </DataTable.Col>
        <DataTable.Col<UserRow>
          source="active"
          label={`${F}.active`}
          field={BooleanField}
          disableSort
        />
        <DataTable.NumberCol
          source="activeKeyCount"
          label={`${F}.activeKeyCount`}
          disableSort
        />
        <DataTable.Col<UserRow>
          source="lastUsedAt"
          label={`${F}.lastUsedAt`}
          disableSort
          cellSx={NO_WRAP}
          render={(r) =>
            r.lastUsedAt ? (
              <RelativeTime value={r.lastUsedAt} />
            ) : (
              translate(`${K}.never`)
            )
          }
        />
      </DataTable>
    </ReferenceManyField>
  );
}
