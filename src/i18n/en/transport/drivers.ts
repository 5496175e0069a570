/** English messages of the resource (resources.<name>.*). */
export const driversMessages = {
  name: "Driver |||| Drivers",
  fields: {},
};
