import { Box } from "@mui/material";
import { Create } from "react-admin";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import { usePageTitle } from "../common/usePageTitle";
import { COLLECTIONS, K } from "./adminPaths";
import { CollectionForm } from "./CollectionForm";
import { useCollectionSaved } from "./useCollectionSaved";

/** /admin/articles/collections/create (issue 27): a new collection, then its edit page. */
export function CollectionCreatePage() {
  const title = usePageTitle(`${K}.collections.createTitle`);
  const onSuccess = useCollectionSaved("collectionCreated");
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, minWidth: 0 }}>
      <Create
        resource={COLLECTIONS}
        title={title}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
      >
        <CollectionForm />
      </Create>
    </Box>
  );
}
CollectionCreatePage.path = adminArticlesModule.pages.collectionCreate.path;
