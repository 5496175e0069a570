/** English messages of the resource (resources.<name>.*). */
export const tripPricesMessages = {
  name: "Trip Price |||| Trip Prices",
  fields: {},
};
