/** English messages of the resource (resources.<name>.*). */
export const facilityUsersMessages = {
  name: "Facility User |||| Facility Users",
  fields: {},
};
