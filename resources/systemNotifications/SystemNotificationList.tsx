import {
  DataTable,
  DateField,
  List,
  SearchInput,
  useTranslate,
} from "react-admin";
import {
  systemNotificationsModule as m,
  systemNotificationEditPath,
} from "../../domain/modules/systemNotifications";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { EditColumn } from "../../src/widgets/EditColumn";
import { StatusChip } from "../../src/widgets/StatusChip";
import type { StatusColors } from "../../src/widgets/StatusChip";
import { SystemNotificationActiveToggle } from "./SystemNotificationActiveToggle";
import type { SystemNotificationRow } from "./systemNotificationModel";
import { NO_WRAP } from "../../src/widgets/tableCells";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The types' colours, as the banner shows them (alert is MUI's error). */
export const TYPE_COLORS: StatusColors = {
  success: "success",
  info: "info",
  warning: "warning",
  alert: "error",
};

function WindowEdge({ source }: { source: "startDisplayAt" | "endDisplayAt" }) {
  const translate = useTranslate();
  return (
    <DateField
      source={source}
      showTime
      emptyText={translate(m.key("always"))}
    />
  );
}

/** /admin/notifications: newest first, toggle in place; a row opens /admin/notifications/:id. */
export function SystemNotificationList() {
  // Another administrator's change shows here too.
  useLiveRefetch("system-notifications", [[m.name]]);
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }}>
      <DataTable<SystemNotificationRow>
        rowClick={(id) => systemNotificationEditPath(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="message" disableSort />
        <DataTable.Col
          source="notificationSystemType"
          disableSort
          render={(r) => (
            <StatusChip
              status={r.notificationSystemType}
              colors={TYPE_COLORS}
              labelKey={m.key(`types.${r.notificationSystemType}`)}
            />
          )}
        />
        <DataTable.Col
          source="startDisplayAt"
          cellSx={NO_WRAP}
          render={() => <WindowEdge source="startDisplayAt" />}
        />
        <DataTable.Col
          source="endDisplayAt"
          disableSort
          cellSx={NO_WRAP}
          render={() => <WindowEdge source="endDisplayAt" />}
        />
        <DataTable.Col
          source="active"
          disableSort
          render={() => <SystemNotificationActiveToggle />}
        />
        <EditColumn to={systemNotificationEditPath} />
      </DataTable>
    </List>
  );
}
