import { useState } from "react";
import SendIcon from "@mui/icons-material/Send";
import {
  Button,
  DataTable,
  DateField,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useRefresh,
} from "react-admin";
import { emailsModule } from "../../domain/modules/emails";
import type { EmailRow } from "../../domain/schemas/email";
import { EMAIL_STATUSES } from "../../domain/schemas/email";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StatusChip } from "../../src/widgets/StatusChip";
import { NO_WRAP } from "../../src/widgets/tableCells";
import { usePageTitle } from "../common/usePageTitle";
import { EmailDetailDialog } from "./EmailDetailDialog";
import { K, STATUS_COLORS, statusKey } from "./emailKeys";
import { ResendButton } from "./ResendButton";
import { SendEmailDialog } from "./SendEmailDialog";

type Row = EmailRow & { id: string };
const C = `${K}.columns`;

const STATUS_CHOICES = EMAIL_STATUSES.map((id) => ({
  id,
  name: statusKey(id),
}));

/** The server's filters: the outcome, and one recipient (the whole address, any case). */
const filters = [
  <SelectInput
    key="status"
    source="status"
    label={`${K}.filters.status`}
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <TextInput
    key="toEmailAddress"
    source="toEmailAddress"
    label={`${K}.filters.toEmailAddress`}
    type="email"
    resettable
    alwaysOn
  />,
];

function Actions({ onSend }: { onSend: () => void }) {
  return (
    <TopToolbar>
      <Button label={`${K}.send`} onClick={onSend}>
        <SendIcon />
      </Button>
    </TopToolbar>
  );
}

/**
 * /admin/emails (issue 28, System Admin, admins only): every email the app sent, queued or failed
 * to send, newest first, filtered by status and recipient and paged on the server. A row opens the
 * email; a failed one has a resend. "Send email" writes one (§7 POST email/send).
 */
export function EmailsPage() {
  const title = usePageTitle(`${K}.title`);
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <List
        resource={emailsModule.name}
        storeKey="emails.outbox"
        title={title}
        filters={filters}
        sort={{ field: "createdAt", order: "DESC" }}
        actions={<Actions onSend={() => setSending(true)} />}
        pagination={<PagedTablePagination />}
        empty={false}
        exporter={false}
      >
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setOpen(record as Row);
            return false;
          }}
        >
          <DataTable.Col
            source="toEmailAddress"
            label={`${C}.toEmailAddress`}
            disableSort
          />
          <DataTable.Col source="subject" label={`${C}.subject`} disableSort />
          <DataTable.Col
            source="status"
            label={`${C}.status`}
            disableSort
            render={(r) => (
              <StatusChip
                status={r.status}
                colors={STATUS_COLORS}
                labelKey={statusKey(r.status)}
              />
            )}
          />
          <DataTable.Col source="error" label={`${C}.error`} disableSort />
          <DataTable.Col
            source="createdAt"
            label={`${C}.createdAt`}
            cellSx={NO_WRAP}
            render={(r) => <DateField record={r} source="createdAt" showTime />}
          />
          <DataTable.Col
            label=""
            render={(r) =>
              r.status === "failed" ? <ResendButton email={r as Row} /> : null
            }
          />
        </DataTable>
      </List>
      {open && <EmailDetailDialog email={open} onClose={() => setOpen(null)} />}
      {sending && (
        <SendEmailDialog
          onClose={() => setSending(false)}
          onSent={() => {
            setSending(false);
            refresh();
          }}
        />
      )}
    </>
  );
}
EmailsPage.path = emailsModule.pages.outbox.path;
