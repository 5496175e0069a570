import {
  BooleanField,
  DataTable,
  ReferenceManyField,
  TextField,
  useTranslate,
} from "react-admin";
import { checkAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import { pathAccess } from "../../domain/routeAccess";
import { displayName } from "../../domain/users";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { facilitiesModule } from "../../domain/modules/facilities";
import { facilityUsersModule } from "../../domain/modules/facilityUsers";
import { usersModule } from "../../domain/modules/users";

const label = (field: string) =>
  `resources.${facilitiesModule.name}.related.users.${field}`;

interface StaffRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  roleCode?: string;
  roles?: { roleCode: string }[];
}

interface StaffSource {
  reference: string;
  editPath: ((id: string | number) => string) | null;
}

/**
 * Where this user may read a facility's staff from: the facility-users admin (administrators and
 * facility admins, §6), else the users admin (data admins hold view-users), else nowhere.
 */
export function useStaffSource(): StaffSource | null {
  const { user } = useCurrentUser();
  const features = {};
  if (
    pathAccess(user, facilityUsersModule.paths.list, features, {
      ignoreFeatures: true,
    }) === "allowed"
  )
    return {
      reference: facilityUsersModule.name,
      editPath: facilityUsersModule.paths.edit,
    };
  if (checkAnyPrivilege(user, [P.modifyUsers, P.viewUsers]).ok)
    return {
      reference: usersModule.name,
      editPath: checkAnyPrivilege(user, [P.modifyUsers]).ok
        ? usersModule.paths.edit
        : null,
    };
  return null;
}

/** The facility's users, one search per page (filter facilityId); a row opens the user. */
export function FacilityUsersOfFacility({ staff }: { staff: StaffSource }) {
  const translate = useTranslate();
  const { editPath } = staff;
  return (
    <ReferenceManyField
      reference={staff.reference}
      target="facilityId"
      sort={{ field: "lastName", order: "ASC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={label("empty")}
    >
      <DataTable<StaffRow>
        rowClick={editPath ? (id) => editPath(id) : false}
        bulkActionButtons={false}
      >
        <DataTable.Col
          source="lastName"
          label={label("name")}
          render={(record) => displayName(record)}
        />
        <DataTable.Col source="email" label={label("email")}>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col<StaffRow>
          label={label("role")}
          disableSort
          render={(record) =>
            translate(
              roleCodeLabelKey(record.roleCode ?? record.roles?.[0]?.roleCode),
            )
          }
        />
        <DataTable.Col
          source="active"
          label={label("active")}
          field={BooleanField}
          disableSort
        />
      </DataTable>
    </ReferenceManyField>
  );
}
