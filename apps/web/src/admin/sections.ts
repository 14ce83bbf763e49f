import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  IconAddressBook,
  IconBriefcase,
  IconArticle,
  IconCalendarEvent,
  IconChartBar,
  IconFileText,
  IconGitBranch,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconLayoutBoard,
  IconMailPlus,
  IconPhoto,
  IconPlug,
  IconQuote,
  IconRobot,
  IconSettings,
  IconShieldSearch,
  IconUserCircle,
  IconUsers,
  IconSparkles,
  IconUsersGroup,
  type Icon,
} from "@tabler/icons-react";
import { canSee } from "@lumiere/validation";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { mustSetUpTwoFactor, type Viewer } from "./lib/viewer";

export type SectionGroup = "content" | "tools" | "leads" | "configuration";

/** What the shell gives every section: a way to open another one (the dashboard links to leads). */
export interface SectionProps {
  onNavigate?: (sectionId: string) => void;
}

export interface AdminSection {
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  group: SectionGroup;
  /** Static sample content, nothing wired (spec §2). */
  isSample: boolean;
  component: LazyExoticComponent<ComponentType<SectionProps>>;
  /** Fetches the section's chunk ahead of a click. */
  preload: () => Promise<unknown>;
}

/** A section whose code is its own chunk, fetched on first use (or by preload). */
function section(
  id: string,
  label: MessageDescriptor,
  icon: Icon,
  group: SectionGroup,
  load: () => Promise<ComponentType<SectionProps>>,
  isSample = false,
): AdminSection {
  return { id, label, icon, group, isSample, component: lazy(async () => ({ default: await load() })), preload: load };
}

/** Spec §2, in the spec's order; the shell keeps the active id in state (no route change). */
export const SECTIONS: readonly AdminSection[] = [
  section(
    "dashboard",
    msg`Dashboard`,
    IconLayoutDashboard,
    "content",
    async () => (await import("./sections/dashboard-section")).DashboardSection,
  ),
  section(
    "articles",
    msg`Articles`,
    IconArticle,
    "content",
    async () => (await import("./sections/articles/articles-section")).ArticlesSection,
  ),
  section("pages", msg`Pages`, IconFileText, "content", async () => (await import("./sections/pages/pages-section")).PagesSection),
  section(
    "landing",
    msg`Landing Pages`,
    IconLayoutBoard,
    "content",
    async () => (await import("./sections/landing/landing-section")).LandingSection,
  ),
  section("media", msg`Media Library`, IconPhoto, "content", async () => (await import("./sections/media/media-section")).MediaSection),
  section("profiles", msg`Profiles`, IconId, "content", async () => (await import("./sections/profiles/profiles-section")).ProfilesSection),
  section(
    "case-studies",
    msg`Case Studies`,
    IconBriefcase,
    "content",
    async () => (await import("./sections/case-studies/case-studies-section")).CaseStudiesSection,
  ),
  section("clients", msg`Clients`, IconQuote, "content", async () => (await import("./sections/clients/clients-section")).ClientsSection),
  section(
    "ai-assistant",
    msg`AI Content Assistant`,
    IconSparkles,
    "tools",
    async () => (await import("./sections/assistant/assistant-section")).AssistantSection,
  ),
  section(
    "analytics",
    msg`Analytics Dashboard`,
    IconChartBar,
    "tools",
    async () => (await import("./sections/analytics/analytics-section")).AnalyticsSection,
  ),
  section(
    "collaboration",
    msg`Collaboration`,
    IconUsersGroup,
    "tools",
    async () => (await import("./sections/editorial/collaboration-section")).CollaborationSection,
  ),
  section(
    "plugins",
    msg`Plugin Manager`,
    IconPlug,
    "tools",
    async () => (await import("./sections/placeholders/plugin-manager-section")).PluginManagerSection,
    true,
  ),
  section(
    "workflows",
    msg`Workflows`,
    IconGitBranch,
    "tools",
    async () => (await import("./sections/editorial/workflows-section")).WorkflowsSection,
  ),
  section(
    "versions",
    msg`Version History`,
    IconHistory,
    "tools",
    async () => (await import("./sections/editorial/version-history-section")).VersionHistorySection,
  ),
  section(
    "contacts",
    msg`Contacts`,
    IconAddressBook,
    "leads",
    async () => (await import("./sections/leads/contacts-section")).ContactsSection,
  ),
  section(
    "consultations",
    msg`Consultations`,
    IconCalendarEvent,
    "leads",
    async () => (await import("./sections/leads/consultations-section")).ConsultationsSection,
  ),
  section(
    "signups",
    msg`Email Signups`,
    IconMailPlus,
    "leads",
    async () => (await import("./sections/leads/prospects-section")).ProspectsSection,
  ),
  section(
    "privacy",
    msg`Data Requests`,
    IconShieldSearch,
    "leads",
    async () => (await import("./sections/privacy/privacy-section")).PrivacySection,
  ),
  section(
    "ai-settings",
    msg`AI Settings`,
    IconRobot,
    "configuration",
    async () => (await import("./sections/ai-settings-section")).AiSettingsSection,
  ),
  section(
    "settings",
    msg`Settings`,
    IconSettings,
    "configuration",
    async () => (await import("./sections/settings/settings-section")).SettingsSection,
  ),
  section("people", msg`Team`, IconUsers, "configuration", async () => (await import("./sections/people/people-section")).PeopleSection),
  section(
    "account",
    msg`My account`,
    IconUserCircle,
    "configuration",
    async () => (await import("./sections/account/account-section")).AccountSection,
  ),
];

/** The sections this person may open, in the sidebar's order (the server refuses the others anyway). */
export function visibleSections(me: Viewer | null | undefined): readonly AdminSection[] {
  if (!me) return [];
  if (mustSetUpTwoFactor(me)) return SECTIONS.filter((s) => s.id === "account");
  return SECTIONS.filter((s) => canSee(me.role, s.id));
}

/** The section shown for the one asked: itself when this person may open it, else their first one. */
export function shownSection(me: Viewer | null | undefined, wanted: string): AdminSection | undefined {
  const visible = visibleSections(me);
  return visible.find((s) => s.id === wanted) ?? visible[0];
}

export const GROUP_LABELS: Record<SectionGroup, MessageDescriptor> = {
  content: msg`Content`,
  tools: msg`Tools`,
  leads: msg`Leads`,
  configuration: msg`Configuration`,
};
