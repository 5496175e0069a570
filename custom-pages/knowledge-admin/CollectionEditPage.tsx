import { Box, Button } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Edit, LinkBase, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import { usePageTitle } from "../common/usePageTitle";
import { COLLECTIONS, collectionListPath, K } from "./adminPaths";
import { CollectionForm } from "./CollectionForm";
import { CollectionOrder } from "./CollectionOrder";
import { useCollectionSaved } from "./useCollectionSaved";

const C = `${K}.collections`;

/**
 * /admin/articles/collections/upsert/:articleCollectionId (issue 27): the collection's name, code
 * and description, its delete (refused while it holds articles), and the order of its articles.
 */
export function CollectionEditPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${C}.editTitle`);
  const articleCollectionId = useParams().articleCollectionId ?? "";
  const onSuccess = useCollectionSaved("collectionUpdated");
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 840, minWidth: 0 }}>
      <Button
        component={LinkBase}
        to={collectionListPath}
        startIcon={<ArrowBackIcon />}
      >
        {translate(`${C}.back`)}
      </Button>
      <Edit
        resource={COLLECTIONS}
        id={articleCollectionId}
        title={title}
        actions={false}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
      >
        <CollectionForm />
      </Edit>
      <CollectionOrder articleCollectionId={articleCollectionId} />
    </Box>
  );
}
CollectionEditPage.path = adminArticlesModule.pages.collectionEdit.path;
