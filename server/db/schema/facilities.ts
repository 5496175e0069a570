/** Facilities: the care homes, clinics and hospitals the transport serves. */
import { attributeValues, attributesIndex } from "./attributeColumns";
import { sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { addressColumns, timestamps } from "./columns";

export const facilities = pgTable(
  "facilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** community, facility or hospital: also the booking type its trips default to. */
    facilityType: text("facility_type").notNull().default("facility"),
    ...addressColumns,
    phone: text("phone"),
    billingContactName: text("billing_contact_name"),
    billingContactEmail: text("billing_contact_email"),
    billingContactPhone: text("billing_contact_phone"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(phone, ''))`,
      ),
    /** Values of the administrator-defined attributes (issue 28), by attribute id. */
    attributes: attributeValues(),
    ...timestamps,
  },
  (t) => [
    attributesIndex("facilities_attributes_gin", t.attributes),
    index("facilities_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
    index("facilities_name_idx").on(t.name, t.id),
    index("facilities_type_idx").on(t.facilityType, t.id),
    index("facilities_city_idx").on(t.city, t.id),
    // The city filter ignores case.
    index("facilities_city_lower_idx").on(sql`lower(${t.city})`),
    index("facilities_state_idx").on(t.state),
    index("facilities_created_at_idx").on(t.createdAt, t.id),
  ],
);
