import { SelectInput, TextInput, useTranslate } from "react-admin";
import {
  BOOKING_TYPES,
  TRIP_PRICE_FEE_FIELDS,
  TRIP_PRICE_MONEY_FIELDS,
} from "../../domain/schemas/tripPrice";
import { HcpcsInputs } from "./HcpcsInputs";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { MoneyInput } from "./MoneyInput";
import { tripPricesModule } from "../../domain/modules/tripPrices";

/** Fields of the upsert body (POST /trip-prices); amounts in dollars, held as cents. */
export function TripPriceInputs() {
  const translate = useTranslate();
  const bookingTypes = BOOKING_TYPES.map((id) => ({
    id,
    name: translate(`transport.common.bookingTypes.${id}`),
  }));
  return (
    <>
      <SelectInput
        source="bookingType"
        choices={bookingTypes}
        translateChoice={false}
      />
      <DatePickerInput
        source="effectiveFrom"
        helperText={translate(
          `resources.${tripPricesModule.name}.helpers.effectiveFrom`,
        )}
      />
      {TRIP_PRICE_MONEY_FIELDS.map((field) => (
        <MoneyInput key={field} source={field} />
      ))}
      {TRIP_PRICE_FEE_FIELDS.map((field) => (
        <MoneyInput key={field} source={field} />
      ))}
      <HcpcsInputs />
      <TextInput source="notes" multiline minRows={2} fullWidth />
    </>
  );
}
