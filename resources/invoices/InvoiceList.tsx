import { DataTable, FilterButton, List, TopToolbar } from "react-admin";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { GenerateInvoiceButton } from "./GenerateInvoiceDialog";
import { invoiceFilters } from "./invoiceFilters";
import type { InvoiceRow } from "./invoiceModel";
import { InvoiceStatusChip } from "./InvoiceStatusChips";
import { NO_WRAP } from "../../src/widgets/tableCells";

function InvoiceListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <GenerateInvoiceButton />
      <StreamedExportButton />
    </TopToolbar>
  );
}

const money = (cents: number) => formatCents(cents);

/** /admin/transport/invoices: newest first; a row opens the invoice page. */
export function InvoiceList() {
  return (
    <List
      filters={invoiceFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<InvoiceListActions />}
      pagination={<PagedTablePagination />}
    >
      <DataTable<InvoiceRow>
        rowClick={(id) => invoicesModule.paths.show(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="invoiceNumber" disableSort cellSx={NO_WRAP} />
        <DataTable.Col source="billedToName" />
        <DataTable.Col
          source="periodFrom"
          label={invoicesModule.key("fields.period")}
          cellSx={NO_WRAP}
          render={(r) => `${r.periodFrom} – ${r.periodTo}`}
        />
        <DataTable.Col
          source="totalCents"
          cellSx={NO_WRAP}
          render={(r) => money(r.totalCents)}
        />
        <DataTable.Col
          source="paidCents"
          cellSx={NO_WRAP}
          disableSort
          render={(r) => money(r.paidCents)}
        />
        <DataTable.Col
          source="balanceCents"
          cellSx={NO_WRAP}
          render={(r) => money(r.balanceCents)}
        />
        <DataTable.Col
          source="submissionStatus"
          disableSort
          render={(r) => (
            <InvoiceStatusChip
              dimension="submissionStatus"
              record={r as InvoiceRow}
            />
          )}
        />
        <DataTable.Col
          source="reviewStatus"
          disableSort
          render={(r) => (
            <InvoiceStatusChip
              dimension="reviewStatus"
              record={r as InvoiceRow}
            />
          )}
        />
        <DataTable.Col
          source="settlementStatus"
          disableSort
          render={(r) => (
            <InvoiceStatusChip
              dimension="settlementStatus"
              record={r as InvoiceRow}
            />
          )}
        />
      </DataTable>
    </List>
  );
}
