import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { ListPager, usePagedList } from "../../components/paged-list";
import { saveHandlers } from "../../lib/save-handlers";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { LogoForm } from "./logo-form";
import { TestimonialForm } from "./testimonial-form";
import type { AdminClientLogo, AdminTestimonial } from "./types";
import { useRefreshClients } from "./use-refresh-clients";

function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge color="green" variant="light">
      <Trans>Published</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      <Trans>Hidden</Trans>
    </Badge>
  );
}

/** Testimonials: a client's words with their consent date; the home page shows the published ones. */
export function TestimonialsPanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  const editor = useInlineEditor<AdminTestimonial>();
  const paged = usePagedList<"position" | "updated">("position");
  const list = useQuery(trpc.admin.testimonials.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const remove = useMutation(
    trpc.admin.testimonials.remove.mutationOptions(
      saveHandlers({ i18n, refresh, success: t`Testimonial deleted`, failure: t`Failed to delete the testimonial` }),
    ),
  );
  const columns: Column<AdminTestimonial>[] = [
    {
      key: "name",
      header: <Trans>Name</Trans>,
      render: (q) => (
        <Text fw={600} size="sm">
          {[q.name, q.company].filter(Boolean).join(", ")}
        </Text>
      ),
    },
    {
      key: "quote",
      header: <Trans>Quote</Trans>,
      render: (q) => (
        <Text size="sm" lineClamp={2}>
          {q.quote_en}
        </Text>
      ),
    },
    { key: "consent", header: <Trans>Consent date</Trans>, render: (q) => <Text size="sm">{q.consentDate ?? "—"}</Text> },
    { key: "published", header: <Trans>Status</Trans>, render: (q) => <PublishedBadge published={q.published} /> },
    {
      key: "actions",
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      render: (q) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <EditDeleteActions
            editLabel={t`Edit ${q.name}`}
            deleteLabel={t`Delete ${q.name}`}
            onEdit={() => editor.edit(q)}
            onDelete={() => remove.mutate({ id: q.id })}
            isDeleting={remove.isPending && remove.variables.id === q.id}
            guard={{ confirm: { title: t`Delete this testimonial?`, message: t`${q.name}'s testimonial will be removed from the site.` } }}
          />
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="space-between" mb="md" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>Only testimonials with the person's consent date can be published. The home page shows nothing until one is.</Trans>
        </Text>
        {editor.isOpen ? null : (
          <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
            <Trans>New testimonial</Trans>
          </Button>
        )}
      </Group>
      {editor.isOpen ? <TestimonialForm key={editor.key} testimonial={editor.item} onDone={editor.close} /> : null}
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        minWidth={640}
        empty={<Trans>No testimonials yet.</Trans>}
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Testimonials per page`} />
    </>
  );
}

/** Client logos: the home page shows the published ones. */
export function LogosPanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  const editor = useInlineEditor<AdminClientLogo>();
  const paged = usePagedList<"position" | "updated">("position");
  const list = useQuery(trpc.admin.clientLogos.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const remove = useMutation(
    trpc.admin.clientLogos.remove.mutationOptions(
      saveHandlers({ i18n, refresh, success: t`Client logo deleted`, failure: t`Failed to delete the client logo` }),
    ),
  );
  const columns: Column<AdminClientLogo>[] = [
    {
      key: "logo",
      header: <Trans>Logo</Trans>,
      render: (l) => <img src={l.logo.url} alt={l.logo.alt_en} style={{ maxHeight: 32, maxWidth: 120 }} />,
    },
    {
      key: "name",
      header: <Trans>Client name</Trans>,
      render: (l) => (
        <Text fw={600} size="sm">
          {l.name}
        </Text>
      ),
    },
    { key: "link", header: <Trans>Link</Trans>, render: (l) => <Text size="sm">{l.link || "—"}</Text> },
    { key: "published", header: <Trans>Status</Trans>, render: (l) => <PublishedBadge published={l.published} /> },
    {
      key: "actions",
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      render: (l) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <EditDeleteActions
            editLabel={t`Edit ${l.name}`}
            deleteLabel={t`Delete ${l.name}`}
            onEdit={() => editor.edit(l)}
            onDelete={() => remove.mutate({ id: l.id })}
            isDeleting={remove.isPending && remove.variables.id === l.id}
            guard={{ confirm: { title: t`Delete this logo?`, message: t`${l.name}'s logo will be removed from the site.` } }}
          />
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="flex-end" mb="md">
        {editor.isOpen ? null : (
          <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
            <Trans>New client logo</Trans>
          </Button>
        )}
      </Group>
      {editor.isOpen ? <LogoForm key={editor.key} logo={editor.item} onDone={editor.close} /> : null}
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        minWidth={600}
        empty={<Trans>No client logos yet.</Trans>}
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Logos per page`} />
    </>
  );
}
