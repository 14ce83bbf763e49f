import { router } from "../../init";
import { adminArticlesRouter, adminPagesRouter, dashboardRouter } from "./content";
import { adminActivityRouter, adminEditorialRouter, adminRedirectsRouter, adminVersionsRouter } from "./editorial";
import { adminConversationsRouter, adminKnowledgeRouter } from "./knowledge";
import { adminLeadsRouter } from "./leads";
import { adminMediaRouter } from "./media";
import { adminAiRouter, adminSettingsRouter } from "./settings";

export const adminRouter = router({
  dashboard: dashboardRouter,
  articles: adminArticlesRouter,
  pages: adminPagesRouter,
  media: adminMediaRouter,
  leads: adminLeadsRouter,
  settings: adminSettingsRouter,
  ai: adminAiRouter,
  knowledge: adminKnowledgeRouter,
  conversations: adminConversationsRouter,
  editorial: adminEditorialRouter,
  versions: adminVersionsRouter,
  redirects: adminRedirectsRouter,
  activity: adminActivityRouter,
});
