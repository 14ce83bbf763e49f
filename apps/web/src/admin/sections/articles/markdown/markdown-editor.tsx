import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group, Stack, Textarea, Tooltip } from "@mantine/core";
import type { Lang } from "@lumiere/i18n";
import { IconBlockquote, IconBold, IconCode, IconH2, IconItalic, IconLink, IconList, IconPhoto, type Icon } from "@tabler/icons-react";
import { type ClipboardEvent, type ReactNode, useRef, useState } from "react";
import { insertBlock, link, pictureMarkdown, prefixLines, type TextSelection, wrap } from "./edits";
import { markdownFromHtml } from "./paste";
import { PictureDialog } from "./picture-dialog";

interface MarkdownEditorProps {
  label: string;
  description: ReactNode;
  lang: Lang;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** An article's Markdown text with its toolbar, pasting from Word or Google Docs as Markdown. */
export function MarkdownEditor({ label, description, lang, value, onChange, error }: MarkdownEditorProps) {
  const { t } = useLingui();
  const toolbarLabel: Record<Lang, string> = { en: t`English text formatting`, fr: t`French text formatting` };
  const area = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);

  const selection = (): TextSelection => {
    const el = area.current;
    return { text: value, start: el?.selectionStart ?? value.length, end: el?.selectionEnd ?? value.length };
  };
  const apply = (next: TextSelection) => {
    onChange(next.text);
    // After React has written the new text: select what the edit asks to be typed next.
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.start, next.end);
    });
  };
  const placeholder = t`text`;
  const tools: Array<{ label: string; icon: Icon; run: () => void }> = [
    { label: t`Heading`, icon: IconH2, run: () => apply(prefixLines(selection(), "# ")) },
    { label: t`Bold`, icon: IconBold, run: () => apply(wrap(selection(), "**", "**", placeholder)) },
    { label: t`Italic`, icon: IconItalic, run: () => apply(wrap(selection(), "*", "*", placeholder)) },
    { label: t`Bulleted list`, icon: IconList, run: () => apply(prefixLines(selection(), "- ")) },
    { label: t`Link`, icon: IconLink, run: () => apply(link(selection(), t`link text`)) },
    { label: t`Quote`, icon: IconBlockquote, run: () => apply(prefixLines(selection(), "> ")) },
    { label: t`Code`, icon: IconCode, run: () => apply(wrap(selection(), "`", "`", placeholder)) },
    { label: t`Picture from the Media Library`, icon: IconPhoto, run: () => setPicking(true) },
  ];

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = e.clipboardData.getData("text/html");
    if (!html) return;
    e.preventDefault();
    const at = selection();
    void markdownFromHtml(html).then((md) => {
      const text = at.text.slice(0, at.start) + md + at.text.slice(at.end);
      apply({ text, start: at.start + md.length, end: at.start + md.length });
    });
  };

  return (
    <Stack gap={4}>
      <Group gap={4} role="toolbar" aria-label={toolbarLabel[lang]}>
        {tools.map((tool) => (
          <Tooltip key={tool.label} label={tool.label} withArrow>
            <ActionIcon variant="default" size="md" aria-label={tool.label} onClick={tool.run}>
              <tool.icon size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Textarea
        ref={area}
        label={label}
        description={description}
        autosize
        minRows={6}
        maxRows={20}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onPaste={onPaste}
        error={error}
      />
      <PictureDialog
        opened={picking}
        lang={lang}
        onClose={() => setPicking(false)}
        onInsert={(url, alt) => {
          setPicking(false);
          apply(insertBlock(selection(), pictureMarkdown(url, alt)));
        }}
      />
    </Stack>
  );
}
