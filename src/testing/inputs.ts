import { expect } from 'vitest';
// Filling react-admin inputs in UI tests, as a user would.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Types into the input labelled `label` (a regex of its label, or the exact label), inside `scope` when given. */
export function typeInto(label: RegExp | string, value: string, scope?: HTMLElement) {
  fireEvent.change((scope ? within(scope) : screen).getByLabelText(label), { target: { value } });
}

/**
 * Opens a select or autocomplete labelled `label` (inside `scope` when given) once it is enabled and clicks
 * `option`. The input is found again on each try: an autocomplete starts again once its choices arrive.
 */
export async function chooseOption(label: RegExp | string, option: string | RegExp, scope?: HTMLElement) {
  const combo = () => (scope ? within(scope) : screen).getByRole('combobox', { name: label });
  for (let attempt = 1; ; attempt++) {
    await waitFor(() => {
      expect(combo()).not.toHaveAttribute('aria-disabled', 'true');
      expect(combo()).not.toBeDisabled();
    });
    fireEvent.mouseDown(combo());
    const list = await screen.findByRole('listbox', {}, { timeout: 500 }).catch((error: unknown) => {
      if (attempt === 3) throw error;
      return null;
    });
    if (list) return fireEvent.click(await within(list).findByText(option));
  }
}

/** Clicks the button named `name`. */
export const press = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
