import {
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router-dom";
import type { Activity } from "../../domain/schemas/activity";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import dayjs from "dayjs";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { ActivityRecordLink } from "./ActivityRecordLink";
import { activityFilters } from "./activityFilters";
import { NO_WRAP } from "../../src/widgets/tableCells";

type ActivityRow = Activity & { id: string };
const M = "resources.admin/activities";

function ActivityListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <StreamedExportButton fileName="activities" />
    </TopToolbar>
  );
}

function Title({
  modelType,
  modelId,
}: {
  modelType?: string;
  modelId?: string;
}) {
  const translate = useTranslate();
  const type = modelType
    ? translate(`${M}.modelTypes.${modelType}`, { _: modelType })
    : "";
  if (modelId)
    return <>{translate(`${M}.titleOfRecord`, { modelType: type, modelId })}</>;
  if (modelType)
    return <>{translate(`${M}.titleOfModel`, { modelType: type })}</>;
  return <>{translate(`${M}.title`)}</>;
}

/**
 * /admin/activities[/:modelType[/:modelId]] (§2, issue 11): who changed, read or exported what,
 * when and from where, newest first, paged and filtered on the server; the path fixes the model
 * type and record (a patient's or a trip's page links here).
 */
export function ActivityList() {
  const { modelType, modelId } = useParams();
  const translate = useTranslate();
  const fixed = {
    ...(modelType ? { modelType } : {}),
    ...(modelId ? { modelId } : {}),
  };
  return (
    <List
      // A new list state per path: one record's filters are not another's.
      key={`${modelType ?? ""}/${modelId ?? ""}`}
      storeKey={`admin/activities/${modelType ?? "all"}/${modelId ?? "all"}`}
      title={<Title modelType={modelType} modelId={modelId} />}
      filter={fixed}
      filters={activityFilters(fixed)}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ActivityListActions />}
      pagination={<PagedTablePagination />}
      empty={false}
    >
      <DataTable<ActivityRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={<>{translate(`${M}.empty.filtered`)}</>}
      >
        <DataTable.Col
          source="createdAt"
          cellSx={NO_WRAP}
          // An audit needs the moment itself, to the second, not "3 hours ago".
          render={(a) => dayjs(a.createdAt).format("YYYY-MM-DD HH:mm:ss")}
        />
        <DataTable.Col source="actorName" disableSort />
        <DataTable.Col
          source="action"
          disableSort
          render={(a) => translate(`${M}.actions.${a.action}`, { _: a.action })}
        />
        <DataTable.Col source="modelId" disableSort>
          <ActivityRecordLink />
        </DataTable.Col>
        <DataTable.Col
          source="changes"
          disableSort
          render={(a) =>
            a.changes.length
              ? translate(`${M}.values.changes`, {
                  smart_count: a.changes.length,
                })
              : ""
          }
        />
        <DataTable.Col source="note" disableSort />
        <DataTable.Col source="ipAddress" disableSort />
      </DataTable>
    </List>
  );
}
