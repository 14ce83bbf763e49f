import { type ChangeEvent, useCallback, useRef, useState } from "react";

export type FieldErrors = Record<string, string | undefined>;

export interface FormState<V extends Record<string, string>> {
  values: V;
  errors: FieldErrors;
  /** Props for a text input, textarea or select bound to `name`. */
  field(name: keyof V & string): {
    name: string;
    value: string;
    error: string | undefined;
    onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  };
  /** The latest values, including changes not rendered yet. */
  getValues(): V;
  /**
   * Takes the values the fields hold in the DOM: text typed into the server-rendered form before
   * its code had loaded (React keeps such input when it hydrates, but not in its state).
   */
  syncFromDom(form: HTMLFormElement | null): void;
  /** Checks every field; from then on each change re-checks its field. Returns the errors. */
  validate(): FieldErrors;
  setErrors(errors: FieldErrors): void;
  reset(): void;
}

/**
 * Form state for the contact form on first-load pages: the few things it needs from
 * @mantine/form (values, errors, validate on submit then on change) without its ~6 KB gzip.
 * The modals, which load on demand, use @mantine/form itself.
 */
export function useFormState<V extends Record<string, string>>(initial: V, check: (values: V) => FieldErrors): FormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const current = useRef(initial);
  const revalidate = useRef(false);
  const checkRef = useRef(check);
  checkRef.current = check;

  const setField = useCallback((name: keyof V & string, value: string) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (revalidate.current) {
      const message = checkRef.current(next)[name];
      setErrors((prev) => ({ ...prev, [name]: message }));
    }
  }, []);

  return {
    values,
    errors,
    field: (name) => ({ name, value: values[name] ?? "", error: errors[name], onChange: (e) => setField(name, e.currentTarget.value) }),
    getValues: () => current.current,
    syncFromDom: (formEl) => {
      if (!formEl) return;
      for (const name of Object.keys(current.current)) {
        const el = formEl.elements.namedItem(name);
        if (el && "value" in el && typeof el.value === "string" && el.value !== current.current[name]) setField(name, el.value);
      }
    },
    validate: () => {
      revalidate.current = true;
      const found = checkRef.current(current.current);
      setErrors(found);
      return found;
    },
    setErrors,
    reset: () => {
      current.current = initial;
      revalidate.current = false;
      setValues(initial);
      setErrors({});
    },
  };
}
