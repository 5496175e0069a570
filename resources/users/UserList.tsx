import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  TextField,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { displayName } from "../../domain/users";
import { roleCodeLabelKey } from "../../custom-pages/profile/roleLabel";
import { UpsertButton } from "../common/UpsertButton";
import { useCanModifyUsers } from "./useCanModifyUsers";
import { useUserFilters } from "./userFilters";
import type { UserRow } from "./userModel";
import { userEditPath } from "./userPaths";

function UserListActions({ canModify }: { canModify: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {canModify && <CreateButton />}
    </TopToolbar>
  );
}

/** /admin/users: everyone with view-users lists; only modify-users gets create and edit. */
export function UserList() {
  const translate = useTranslate();
  const { canModify } = useCanModifyUsers();
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
        rowClick={canModify ? (id) => userEditPath(id) : false}
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
        <DataTable.Col source="facilityUserDetail.facilityId" disableSort>
          <ReferenceField
            source="facilityUserDetail.facilityId"
            reference="admin/transport/facilities"
            link={false}
          >
            <TextField source="facilityName" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col
          source="requirePasswordReset"
          field={BooleanField}
          disableSort
        />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        {canModify && (
          <DataTable.Col
            label="ra.action.edit"
            disableSort
            render={(record) => <UpsertButton to={userEditPath(record.id)} />}
          />
        )}
      </DataTable>
    </List>
  );
}
