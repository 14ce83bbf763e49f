import { router } from "../../init";
import { adminAnalyticsRouter } from "./analytics";
import { adminAssistantRouter } from "./assistant";
import { adminArticlesRouter, adminPagesRouter, dashboardRouter } from "./content";
import { adminActivityRouter, adminEditorialRouter, adminRedirectsRouter, adminVersionsRouter } from "./editorial";
import { adminLandingPagesRouter } from "./landing";
import { adminConversationsRouter, adminKnowledgeRouter } from "./knowledge";
import { adminLeadsRouter } from "./leads";
import { adminMediaRouter } from "./media";
import { adminAccountRouter, adminPeopleRouter } from "./people";
import { adminProfilesRouter } from "./profiles";
import { adminAiRouter, adminSettingsRouter } from "./settings";
import { adminCaseStudiesRouter, adminClientLogosRouter, adminTestimonialsRouter } from "./showcase";
import { adminWebhooksRouter } from "./webhooks";

export const adminRouter = router({
  dashboard: dashboardRouter,
  analytics: adminAnalyticsRouter,
  articles: adminArticlesRouter,
  pages: adminPagesRouter,
  landingPages: adminLandingPagesRouter,
  media: adminMediaRouter,
  leads: adminLeadsRouter,
  settings: adminSettingsRouter,
  webhooks: adminWebhooksRouter,
  ai: adminAiRouter,
  assistant: adminAssistantRouter,
  knowledge: adminKnowledgeRouter,
  conversations: adminConversationsRouter,
  editorial: adminEditorialRouter,
  versions: adminVersionsRouter,
  redirects: adminRedirectsRouter,
  activity: adminActivityRouter,
  people: adminPeopleRouter,
  profiles: adminProfilesRouter,
  account: adminAccountRouter,
  caseStudies: adminCaseStudiesRouter,
  testimonials: adminTestimonialsRouter,
  clientLogos: adminClientLogosRouter,
});
