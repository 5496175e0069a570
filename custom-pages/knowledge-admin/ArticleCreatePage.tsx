import { Box } from "@mui/material";
import { Create } from "react-admin";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import { usePageTitle } from "../common/usePageTitle";
import { ARTICLES, K } from "./adminPaths";
import { ArticleForm } from "./ArticleForm";
import { toArticleBody } from "./articleModel";
import { useArticleSaved } from "./useArticleSaved";

/** /admin/articles/article/create (issue 27): a new article, then its manage page. */
export function ArticleCreatePage() {
  const title = usePageTitle(`${K}.form.createTitle`);
  const onSuccess = useArticleSaved("created");
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 840, minWidth: 0 }}>
      <Create
        resource={ARTICLES}
        title={title}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        transform={(data) => toArticleBody(data)}
      >
        <ArticleForm />
      </Create>
    </Box>
  );
}
ArticleCreatePage.path = adminArticlesModule.pages.create.path;
