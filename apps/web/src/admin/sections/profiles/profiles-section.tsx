import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { teamPath } from "@lumiere/i18n";
import type { PROFILE_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { useProfileColumns } from "./profile-columns";
import { ProfileForm } from "./profile-form";
import type { Profile } from "./types";

/** Profiles: the people the public Team page and the author pages show (not the admin's accounts). */
export function ProfilesSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const lang = useAdminLang();
  const editor = useInlineEditor<Profile>();
  const paged = usePagedList<(typeof PROFILE_SORTS)[number]>("position");
  const list = useQuery(trpc.admin.profiles.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const columns = useProfileColumns(paged, editor.edit);
  const teamPage = teamPath(lang);
  return (
    <>
      <SectionHeader
        title={t`Profiles`}
        description={
          <Trans>
            The people shown on the public{" "}
            <Anchor href={teamPage} underline="always">
              Team page
            </Anchor>{" "}
            and as the authors of articles. Hidden profiles appear nowhere on the site.
          </Trans>
        }
        actions={
          editor.isOpen ? null : (
            <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
              <Trans>New profile</Trans>
            </Button>
          )
        }
      />
      {editor.isOpen ? <ProfileForm key={editor.key} profile={editor.item} onDone={editor.close} /> : null}
      <ListSearch list={paged} label={t`Search profiles`} placeholder={t`Name or role…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        minWidth={640}
        empty={paged.input.q ? <Trans>No profile matches this search.</Trans> : <Trans>No profiles yet.</Trans>}
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Profiles per page`} />
    </>
  );
}
