import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
} from "react-admin";
import { formatCents } from "../../domain/money";
import { TRIP_PRICE_MONEY_FIELDS } from "../../domain/schemas/tripPrice";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { BookingTypeTabs } from "./BookingTypeTabs";
import { TripPriceEmpty } from "./TripPriceEmpty";
import { TripPriceStatusField, useInEffectId } from "./TripPriceStatusField";
import { useTripPriceExporter } from "./tripPriceExport";
import type { TripPriceRow } from "./tripPriceModel";
import { tripPricesModule } from "../../domain/modules/tripPrices";
import { BOOKING_TYPE_PAGES } from "./bookingTypePages";
import type { BookingTypePage } from "./bookingTypePages";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Actions({ bookingType }: { bookingType: string }) {
  return (
    <TopToolbar>
      <CreateButton state={{ record: { bookingType } }} />
      <StreamedExportButton />
    </TopToolbar>
  );
}

const bulkActions = (
  <>
    <BulkExportButton />
    <BulkDeleteButton />
  </>
);

/**
 * One booking type's price lists (admin/transport/trip-prices/community|facility|hospital), newest
 * start first, the one in effect today marked.
 */
export function TripPriceIndex({ page }: { page: BookingTypePage }) {
  const bookingType = BOOKING_TYPE_PAGES[page];
  const inEffectId = useInEffectId(bookingType);
  const exporter = useTripPriceExporter();
  return (
    <>
      <BookingTypeTabs current={page} />
      <List
        // Each tab keeps its own sort and page.
        storeKey={`trip-prices.${page}`}
        filter={{ bookingType }}
        filters={filters}
        sort={{ field: "effectiveFrom", order: "DESC" }}
        actions={<Actions bookingType={bookingType} />}
        exporter={exporter}
        pagination={<PagedTablePagination />}
        empty={<TripPriceEmpty bookingType={bookingType} />}
      >
        <DataTable<TripPriceRow>
          rowClick={(id) => tripPricesModule.paths.edit(id)}
          bulkActionButtons={bulkActions}
        >
          <DataTable.Col source="effectiveFrom" />
          <DataTable.Col source="status" disableSort>
            <TripPriceStatusField inEffectId={inEffectId} />
          </DataTable.Col>
          {TRIP_PRICE_MONEY_FIELDS.map((field) => (
            <DataTable.Col
              key={field}
              source={field}
              // The server sorts by the base fare only (indexed); the other amounts just show.
              disableSort={field !== "baseFareCents"}
              align="right"
              render={(record) => formatCents(record[field])}
            />
          ))}
          <DataTable.Col source="notes" disableSort />
          <EditColumn to={tripPricesModule.paths.edit} />
        </DataTable>
      </List>
    </>
  );
}

export const CommunityPrices = () => <TripPriceIndex page="community" />;
export const FacilityPrices = () => <TripPriceIndex page="facility" />;
export const HospitalPrices = () => <TripPriceIndex page="hospital" />;
