import type { UseFormReturnType } from "@mantine/form";

/**
 * Takes into the form the values its fields hold in the DOM: text typed into the server-rendered
 * form before its code had loaded (React keeps such input when it hydrates, but not in its state).
 */
export function syncFromDom<V extends Record<string, string>>(form: UseFormReturnType<V>, formEl: HTMLFormElement | null): void {
  if (!formEl) return;
  const current = form.getValues();
  const typed: Partial<V> = {};
  for (const name of Object.keys(current) as (keyof V & string)[]) {
    const el = formEl.elements.namedItem(name);
    if (el && "value" in el && typeof el.value === "string" && el.value !== current[name]) typed[name] = el.value as V[typeof name];
  }
  if (Object.keys(typed).length) form.setValues(typed);
}
