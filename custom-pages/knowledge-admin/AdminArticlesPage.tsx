import type { Theme } from "@mui/material";
import { useMediaQuery } from "@mui/material";
import {
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { NO_WRAP } from "../../src/widgets/tableCells";
import { usePageTitle } from "../common/usePageTitle";
import {
  ARTICLES,
  articleCreatePath,
  articleManagePath,
  COLLECTIONS,
  K,
} from "./adminPaths";
import {
  ArticleStatusChip,
  RoleNames,
  UpdatedCell,
  VersionCell,
} from "./ArticleCells";
import { STATUS_CHOICES, statusKey } from "./articleModel";

type Row = ArticleRow & { id: string };
const L = `${K}.list`;

/** Title box (the server's `title` filter: contains, any case), status and collection. */
const filters = [
  <TextInput
    key="title"
    source="title"
    label={`${L}.filters.title`}
    resettable
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={`${L}.filters.status`}
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <ReferenceInput
    key="collection"
    source="articleCollectionId"
    reference={COLLECTIONS}
    sort={{ field: "name", order: "ASC" }}
    alwaysOn
  >
    <SelectInput optionText="name" label={`${L}.filters.collection`} />
  </ReferenceInput>,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton to={articleCreatePath} label={`${L}.create`} />
    </TopToolbar>
  );
}

const manage = (id: string | number) => articleManagePath(String(id));

/**
 * /admin/articles/article (issue 27): every article whatever its status, filtered by title,
 * status and collection, paged on the server; a row opens its manage page.
 */
export function AdminArticlesPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${L}.title`);
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  return (
    <List
      resource={ARTICLES}
      storeKey="knowledge-admin.articles"
      title={title}
      filters={filters}
      sort={{ field: "updatedAt", order: "DESC" }}
      actions={<Actions />}
      pagination={<PagedTablePagination />}
      empty={false}
    >
      {narrow ? (
        <SimpleList<Row>
          primaryText={(r) => r.title}
          secondaryText={(r) =>
            [
              translate(statusKey(r.status)),
              r.collectionName ?? "",
              r.updatedByName
                ? translate(`${L}.byline`, { name: r.updatedByName })
                : "",
            ]
              .filter(Boolean)
              .join(" · ")
          }
          linkType={false}
          rowClick={manage}
        />
      ) : (
        <DataTable<Row> rowClick={manage} bulkActionButtons={false}>
          <DataTable.Col source="title" label={`${L}.columns.title`} />
          <DataTable.Col
            source="collectionName"
            label={`${L}.columns.collection`}
            disableSort
          />
          <DataTable.Col
            source="status"
            label={`${L}.columns.status`}
            disableSort
            render={(r) => <ArticleStatusChip status={r.status} />}
          />
          <DataTable.Col
            source="audience"
            label={`${L}.columns.audience`}
            disableSort
            render={(r) => (
              <RoleNames roles={r.audience} empty={`${L}.everyone`} />
            )}
          />
          <DataTable.Col
            source="requiredForRoles"
            label={`${L}.columns.requiredFor`}
            disableSort
            render={(r) => (
              <RoleNames roles={r.requiredForRoles} empty={`${L}.nobody`} />
            )}
          />
          <DataTable.Col
            source="version"
            label={`${L}.columns.version`}
            disableSort
            field={VersionCell}
          />
          <DataTable.Col
            source="updatedAt"
            label={`${L}.columns.updatedAt`}
            cellSx={NO_WRAP}
            field={UpdatedCell}
          />
        </DataTable>
      )}
    </List>
  );
}
AdminArticlesPage.path = adminArticlesModule.pages.list.path;
