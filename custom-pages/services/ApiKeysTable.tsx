import { Box, Typography } from "@mui/material";
import {
  DataTable,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useTranslate,
} from "react-admin";
import type { RaRecord } from "react-admin";
import {
  apiKeysModule,
  serviceUsersModule,
} from "../../domain/modules/services";
import type { ApiKeyRow } from "../../domain/schemas/service";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { StatusChip } from "../../src/widgets/StatusChip";
import { NO_WRAP } from "../../src/widgets/tableCells";
import { RevokeKeyButton } from "./RevokeKeyButton";
import {
  formatDate,
  formatDateTime,
  K,
  KEY_STATUS_COLORS,
  keyStatusKey,
} from "./serviceKeys";

const C = `${K}.keys`;
type KeyRow = ApiKeyRow & RaRecord;

/** When and from where the key was last used; "Never" for a key not used yet. */
function LastUsed({ row }: { row: ApiKeyRow }) {
  const translate = useTranslate();
  if (!row.lastUsedAt) return <>{translate(`${K}.never`)}</>;
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", flexDirection: "column" }}
    >
      <RelativeTime value={row.lastUsedAt} />
      {row.lastUsedAddress && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${C}.lastUsedFrom`, { address: row.lastUsedAddress })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The keys of an organisation or of one service user (`target` names the filter), newest first.
 * Only a key's prefix is ever shown: the key itself was answered once, when it was made.
 */
export function ApiKeysTable({
  record,
  target,
  showUser = false,
}: {
  record: RaRecord;
  target: "serviceOrganizationId" | "serviceUserId";
  /** The organisation's table names each key's user; a user's own table needs not. */
  showUser?: boolean;
}) {
  return (
    <ReferenceManyField
      record={record}
      reference={apiKeysModule.name}
      target={target}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={`${C}.empty`}
    >
      <DataTable<KeyRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col<KeyRow> source="name" label={`${C}.name`} />
        <DataTable.Col<KeyRow>
          label={`${C}.prefix`}
          disableSort
          cellSx={NO_WRAP}
          render={(r) => (
            <Box component="code" sx={{ fontFamily: "monospace" }}>
              {`${r.prefix}…`}
            </Box>
          )}
        />
        {showUser && (
          <DataTable.Col<KeyRow> label={`${C}.user`} disableSort>
            <ReferenceField
              source="serviceUserId"
              reference={serviceUsersModule.name}
              link={false}
            >
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
        )}
        <DataTable.Col<KeyRow>
          label={`${C}.status`}
          disableSort
          render={(r) => (
            <StatusChip
              status={r.status}
              colors={KEY_STATUS_COLORS}
              labelKey={keyStatusKey(r.status)}
            />
          )}
        />
        <DataTable.Col<KeyRow>
          source="createdAt"
          label={`${C}.createdAt`}
          cellSx={NO_WRAP}
          render={(r) => formatDateTime(r.createdAt)}
        />
        <DataTable.Col<KeyRow>
          source="expiresAt"
          label={`${C}.expiresAt`}
          cellSx={NO_WRAP}
          render={(r) => formatDate(r.expiresAt)}
        />
        <DataTable.Col<KeyRow>
          source="lastUsedAt"
          label={`${C}.lastUsed`}
          cellSx={NO_WRAP}
          render={(r) => <LastUsed row={r} />}
        />
        <DataTable.Col<KeyRow>
          label=""
          disableSort
          render={(r) =>
            r.status === "active" ? <RevokeKeyButton apiKey={r} /> : null
          }
        />
      </DataTable>
    </ReferenceManyField>
  );
}
