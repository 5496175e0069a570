/** English messages of the resource (resources.<name>.*). */
export const insuranceProvidersMessages = {
  name: "Insurance Provider |||| Insurance Providers",
  fields: {},
};
