/**
 * The B6 reference (issue 13): a minimal react-admin 5 + MUI app with one resource (list, create,
 * edit), built by bench/frontend.ts in a temporary folder with the project's node_modules. Its
 * gzipped JS is what the portal's initial load of /trips/all is compared with.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { DataProvider } from "react-admin";
import {
  Admin,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  Resource,
  SimpleForm,
  TextField,
  TextInput,
  fetchUtils,
} from "react-admin";

const API = "/api";

/** A small REST data provider (react-admin's tutorial shape), so no extra package is needed. */
const dataProvider = {
  getList: async (resource, params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { json } = await fetchUtils.fetchJson(
      `${API}/${resource}?page=${page}&perPage=${perPage}`,
    );
    return { data: json.data, total: json.total };
  },
  getOne: async (resource, params) => {
    const { json } = await fetchUtils.fetchJson(
      `${API}/${resource}/${params.id}`,
    );
    return { data: json };
  },
  create: async (resource, params) => {
    const { json } = await fetchUtils.fetchJson(`${API}/${resource}`, {
      method: "POST",
      body: JSON.stringify(params.data),
    });
    return { data: json };
  },
  update: async (resource, params) => {
    const { json } = await fetchUtils.fetchJson(
      `${API}/${resource}/${params.id}`,
      { method: "PUT", body: JSON.stringify(params.data) },
    );
    return { data: json };
  },
} as DataProvider;

const TripList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <DateField source="pickupAt" showTime />
      <TextField source="patientName" />
      <TextField source="status" />
    </Datagrid>
  </List>
);

const TripEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="patientName" />
      <TextInput source="status" />
    </SimpleForm>
  </Edit>
);

const TripCreate = () => (
  <Create>
    <SimpleForm>
      <TextInput source="patientName" />
      <TextInput source="status" />
    </SimpleForm>
  </Create>
);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider}>
      <Resource
        name="trips"
        list={TripList}
        edit={TripEdit}
        create={TripCreate}
      />
    </Admin>
  </StrictMode>,
);
