import {
  DataTable,
  FilterButton,
  LinkBase,
  List,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "@mui/material";
import { tripsModule } from "../../domain/modules/trips";
import { formatCents } from "../../domain/money";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StatusChip } from "../../src/widgets/StatusChip";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";
import { paymentLedgerFilters } from "./paymentLedgerFilters";
import type { PaymentRow } from "./paymentLedgerModel";
import { LEDGER_SORT, ledgerKey, STATUS_COLORS } from "./paymentLedgerModel";
import { RefundButton } from "./RefundButton";

const NO_WRAP = () => ({ whiteSpace: "nowrap" }) as const;

function LedgerActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <StreamedExportButton fileName="payment-ledger" />
    </TopToolbar>
  );
}

/** The trip paid for, linked to its page: its pick-up time and stops. */
function TripLink() {
  const row = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  if (!row) return null;
  const text = row.trip
    ? translate(ledgerKey("values.tripOn"), {
        date: tripDateTimeText(row.trip.pickUpDatetime),
        from: row.trip.originName,
        to: row.trip.destinationName,
      })
    : row.tripId;
  return (
    <Link component={LinkBase} to={tripsModule.paths.show(row.tripId)}>
      {text}
    </Link>
  );
}

/**
 * /admin/transport/payment-ledger (issue 12): every payment record, newest first, filtered by
 * method, status and recorded dates on the server, exported as CSV, with refunds of completed ones.
 */
export function PaymentLedgerList() {
  const translate = useTranslate();
  const none = translate(ledgerKey("values.none"));
  return (
    <List
      title={ledgerKey("title")}
      sort={LEDGER_SORT}
      filters={paymentLedgerFilters}
      actions={<LedgerActions />}
      pagination={<PagedTablePagination />}
      empty={false}
    >
      <DataTable<PaymentRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={<>{translate(ledgerKey("empty.filtered"))}</>}
      >
        <DataTable.Col source="trip" disableSort>
          <TripLink />
        </DataTable.Col>
        <DataTable.Col
          source="amountCents"
          align="right"
          cellSx={NO_WRAP}
          render={(r) => formatCents(r.amountCents)}
        />
        <DataTable.Col
          source="method"
          render={(r) =>
            r.method
              ? translate(ledgerKey(`methods.${r.method}`), { _: r.method })
              : none
          }
        />
        <DataTable.Col
          source="status"
          render={(r) => (
            <StatusChip
              status={r.status}
              colors={STATUS_COLORS}
              labelKey={ledgerKey(`statuses.${r.status}`)}
            />
          )}
        />
        <DataTable.Col
          source="provider"
          disableSort
          render={(r) =>
            r.provider
              ? translate(ledgerKey(`providers.${r.provider}`), {
                  _: r.provider,
                })
              : none
          }
        />
        <DataTable.Col
          source="paidAt"
          cellSx={NO_WRAP}
          render={(r) => tripDateTimeText(r.paidAt) ?? none}
        />
        <DataTable.Col source="actions" disableSort>
          <RefundButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
