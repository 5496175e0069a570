import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { displayName } from "../../domain/users";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { EditColumn } from "../../src/widgets/EditColumn";
import { usePrivilege, writeGate } from "../../src/session/usePrivilege";
import { useUserFilters } from "./userFilters";
import type { UserRow } from "./userModel";
import { usersModule } from "../../domain/modules/users";
import { FacilityColumn } from "../../src/widgets/FacilityReference";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";

function UserListActions({ canModify }: { canModify: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {canModify && <CreateButton />}
      {/* Every user the filters match, as the other lists (issue 22). */}
      <StreamedExportButton />
    </TopToolbar>
  );
}

/** /admin/users: everyone with view-users lists; only modify-users gets create and edit. */
export function UserList() {
  const translate = useTranslate();
  const { allowed: canModify } = usePrivilege(writeGate(usersModule));
  const filters = useUserFilters();
  return (
    <List
      filters={filters}
      sort={{ field: "lastName", order: "ASC" }}
      actions={<UserListActions canModify={canModify} />}
      // The stock empty page offers a create button, which view-users holders must not get.
      empty={false}
    >
      <DataTable<UserRow>
        rowClick={canModify ? (id) => usersModule.paths.edit(id) : false}
        bulkActionButtons={false}
      >
        <DataTable.Col
          source="lastName"
          label="resources.admin/users.fields.name"
          render={displayName}
        />
        <DataTable.Col source="email" />
        <DataTable.Col<UserRow>
          source="roles"
          disableSort
          render={(record) =>
            record.roles
              .map((r) =>
                translate(roleCodeLabelKey(r.roleCode), { _: r.roleCode }),
              )
              .join(", ")
          }
        />
        <FacilityColumn source="facilityUserDetail.facilityId" />
        <DataTable.Col
          source="requirePasswordReset"
          field={BooleanField}
          disableSort
        />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        {canModify && <EditColumn to={usersModule.paths.edit} />}
      </DataTable>
    </List>
  );
}
