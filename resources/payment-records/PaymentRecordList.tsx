import { DataTable, List, useRecordContext, useTranslate } from "react-admin";
import { paymentRecordsModule } from "../../domain/modules/paymentRecords";
import type { Trip } from "../../domain/schemas/trip";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { AmountPaidField } from "../../src/widgets/trips/AmountPaidField";
import { TotalCostField } from "../../src/widgets/trips/TotalCostField";
import { PaidIcon } from "../../src/widgets/trips/PaidIcon";
import { TripRowIconActions } from "../../src/widgets/trips/TripRowIconActions";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { TripTimeAndAddresses } from "../../src/widgets/trips/TripTimeAndAddresses";
import { tripDateText } from "../../src/widgets/trips/tripTimes";
import { PaymentRecordEmpty } from "./PaymentRecordEmpty";
import { PaymentRecordFilters } from "./PaymentRecordFilters";
import {
  PAYMENT_RECORDS_FILTER,
  PAYMENT_RECORDS_SORT,
} from "./paymentRecordsModel";
import { NO_WRAP } from "../../src/widgets/tableCells";

type TripRecord = Trip & { id: string };

const key = paymentRecordsModule.key;

/**
 * Nine columns fit a 1280 px window beside the open sidebar only with tighter cell gutters (a
 * narrower window scrolls the table inside its card: the theme's RaDataTable wrapper).
 */
const TABLE_SX = {
  "& .MuiTableCell-root": { px: 1 },
  "& .MuiTableCell-root:first-of-type": { pl: 2 },
  "& .MuiTableCell-root:last-of-type": { pr: 2 },
} as const;
/** A date or an amount is never broken over two lines. */

function PatientName() {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return (
    <>
      {trip.patient
        ? `${trip.patient.firstName} ${trip.patient.lastName}`
        : translate(key("values.patientNotFound"))}
    </>
  );
}

function RequesterName() {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return <>{trip.requesterName ?? translate(key("values.none"))}</>;
}

/**
 * admin/transport/payment-records (§2): private trips that are completed or confirmed, with what
 * they cost and what was paid. Read-only: the row actions open the trip pages.
 */
export function PaymentRecordList() {
  return (
    <List
      title={key("title")}
      filter={PAYMENT_RECORDS_FILTER}
      sort={PAYMENT_RECORDS_SORT}
      actions={false}
      exporter={false}
      // The criteria bar stays on screen with no rows; the table says which empty state it is.
      empty={false}
      pagination={<PagedTablePagination />}
    >
      <PaymentRecordFilters />
      <DataTable<TripRecord>
        rowClick={false}
        bulkActionButtons={false}
        empty={<PaymentRecordEmpty />}
        sx={TABLE_SX}
      >
        <DataTable.Col source="requesterName">
          <RequesterName />
        </DataTable.Col>
        <DataTable.Col source="patientName">
          <PatientName />
        </DataTable.Col>
        <DataTable.Col source="timeAndAddresses" disableSort>
          <TripTimeAndAddresses />
        </DataTable.Col>
        <DataTable.Col
          source="createdAt"
          disableSort
          cellSx={NO_WRAP}
          render={(trip) => tripDateText(trip.createdAt)}
        />
        <DataTable.Col source="totalCost" disableSort cellSx={NO_WRAP}>
          <TotalCostField />
        </DataTable.Col>
        <DataTable.Col
          source="tripStatus"
          disableSort
          render={(trip) => <TripStatusChip status={trip.tripStatus} />}
        />
        <DataTable.Col source="paid" disableSort align="center">
          <PaidIcon />
        </DataTable.Col>
        <DataTable.Col
          source="amountPaid"
          disableSort
          align="right"
          cellSx={NO_WRAP}
        >
          <AmountPaidField />
        </DataTable.Col>
        <DataTable.Col source="actions" disableSort>
          {/* Icons named in words: the View/Begin Trip/Live Trip Data buttons would not fit. */}
          <TripRowIconActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
