import type { InputHTMLAttributes } from "react";

/**
 * The hidden `website` field: invisible and unreachable for people (visually hidden, out of the tab
 * order, hidden from assistive technology); bots that fill every field reveal themselves.
 */
export function HoneypotField({ error: _error, ...props }: InputHTMLAttributes<HTMLInputElement> & { error?: unknown }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
