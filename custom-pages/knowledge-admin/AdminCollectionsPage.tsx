import type { Theme } from "@mui/material";
import { useMediaQuery } from "@mui/material";
import {
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import type { ArticleCollectionRow } from "../../domain/schemas/article";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { usePageTitle } from "../common/usePageTitle";
import {
  COLLECTIONS,
  collectionCreatePath,
  collectionEditPath,
  K,
} from "./adminPaths";

type Row = ArticleCollectionRow & { id: string };
const C = `${K}.collections`;
const edit = (id: string | number) => collectionEditPath(String(id));

function Actions() {
  return (
    <TopToolbar>
      <CreateButton to={collectionCreatePath} label={`${C}.create`} />
    </TopToolbar>
  );
}

/** /admin/articles/collections (issue 27): the collections by name; a row opens its edit page. */
export function AdminCollectionsPage() {
  const title = usePageTitle(`${C}.title`);
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  return (
    <List
      resource={COLLECTIONS}
      storeKey="knowledge-admin.collections"
      title={title}
      sort={{ field: "name", order: "ASC" }}
      actions={<Actions />}
      pagination={<PagedTablePagination />}
      empty={false}
    >
      {narrow ? (
        <SimpleList<Row>
          primaryText={(r) => r.name}
          secondaryText={(r) => r.code}
          tertiaryText={(r) => String(r.articleCount)}
          linkType={false}
          rowClick={edit}
        />
      ) : (
        <DataTable<Row> rowClick={edit} bulkActionButtons={false}>
          <DataTable.Col source="name" label={`${C}.columns.name`} />
          <DataTable.Col source="code" label={`${C}.columns.code`} />
          <DataTable.Col
            source="description"
            label={`${C}.columns.description`}
            disableSort
          />
          <DataTable.NumberCol
            source="articleCount"
            label={`${C}.columns.articleCount`}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
AdminCollectionsPage.path = adminArticlesModule.pages.collections.path;
