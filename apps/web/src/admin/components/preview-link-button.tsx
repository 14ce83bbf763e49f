import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { describeError } from "../lib/errors";
import { notifyError, notifySuccess } from "../lib/notify";
import { ToastDetail } from "./toast-detail";

/** Copies a signed, expiring link showing one language's draft as visitors will see it. */
export function PreviewLinkButton({ contentRef, title }: { contentRef: ContentRef; title: string }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const link = useMutation(
    trpc.admin.editorial.previewLink.mutationOptions({
      onSuccess: async ({ url }) => {
        await navigator.clipboard?.writeText(url).catch(() => {});
        notifySuccess(t`Preview link copied`, <ToastDetail text={t`It works for a day.`} detail={url} />);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Could not create a preview link`),
    }),
  );
  const make = (lang: Lang) => link.mutate({ ref: contentRef, lang });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t`Preview link`}>
          <ActionIcon variant="subtle" color="teal" loading={link.isPending} aria-label={t`Preview link for “${title}”`}>
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => make("en")}>{t`Copy the English preview link`}</Menu.Item>
        <Menu.Item onClick={() => make("fr")}>{t`Copy the French preview link`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
