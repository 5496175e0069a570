/** English messages of the resource (resources.<name>.*). */
export const vehiclesMessages = {
  name: "Vehicle |||| Vehicles",
  fields: {},
};
