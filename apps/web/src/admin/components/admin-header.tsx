import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Avatar, Badge, Burger, Button, Group, SegmentedControl, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { DEFAULT_LANG, isLang, LANGS, type Lang, pagePath } from "@lumiere/i18n";
import type { StaffRole } from "@lumiere/validation";
import { ROLE_COLORS, ROLE_LABELS } from "../lib/roles";

interface AdminHeaderProps {
  /** The signed-in person's name (display name, else username). */
  username: string;
  /** The signed-in person's role, shown beside the brand (unknown while loading: nothing shown). */
  role: StaffRole | undefined;
  /** Opens My account (profile, password, two-factor, sessions). */
  onOpenAccount: () => void;
  lang: Lang;
  isNavOpen: boolean;
  onToggleNav: () => void;
  onLangChange: (lang: Lang) => void;
}

/** Top bar: menu toggle on small screens, brand, language switch, link to the site, signed-in user. */
export function AdminHeader({ username, role, onOpenAccount, lang, isNavOpen, onToggleNav, onLangChange }: AdminHeaderProps) {
  const { t, i18n } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t`Toggle navigation`}
          aria-expanded={isNavOpen}
        />
        <Text fw={700} size="lg">
          Lumière AI
        </Text>
        {role ? (
          <Badge variant="light" color={ROLE_COLORS[role]} visibleFrom="xs" data-testid="role-badge">
            {i18n._(ROLE_LABELS[role])}
          </Badge>
        ) : null}
      </Group>
      <Group gap="md" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={lang}
          onChange={(v) => onLangChange(isLang(v) ? v : DEFAULT_LANG)}
          data={LANGS.map((l) => ({ value: l, label: l.toUpperCase() }))}
          aria-label={t`Language`}
        />
        <Anchor href={pagePath(lang, "home")} target="_blank" rel="noopener" size="sm" visibleFrom="sm">
          <Group gap={4} wrap="nowrap">
            <Trans>View site</Trans>
            <IconExternalLink size={14} />
          </Group>
        </Anchor>
        {/* Named by what it shows, the username first, then what it opens (heard, not seen): speech
            input finds it by the visible name. The initial is decoration, hidden from the name. */}
        <Button
          variant="subtle"
          color="dark"
          visibleFrom="md"
          onClick={onOpenAccount}
          title={t`My account`}
          leftSection={
            <Avatar size="sm" radius="xl" color="indigo" aria-hidden>
              {username.slice(0, 1).toUpperCase()}
            </Avatar>
          }
        >
          <Text size="sm" component="span">
            <Trans>
              {username}
              <VisuallyHidden> — My account</VisuallyHidden>
            </Trans>
          </Text>
        </Button>
      </Group>
    </Group>
  );
}
