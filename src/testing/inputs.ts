import { expect } from 'vitest';
// Filling react-admin inputs in UI tests, as a user would.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Types into the input labelled `label` (a regex of its label, or the exact label), inside `scope` when given. */
export function typeInto(label: RegExp | string, value: string, scope?: HTMLElement) {
  fireEvent.change((scope ? within(scope) : screen).getByLabelText(label), { target: { value } });
}

/** Opens a select or autocomplete labelled `label` (inside `scope` when given) once it is enabled and clicks `option`. */
export async function chooseOption(label: RegExp | string, option: string | RegExp, scope?: HTMLElement) {
  const combo = await (scope ? within(scope) : screen).findByRole('combobox', { name: label });
  await waitFor(() => expect(combo).not.toHaveAttribute('aria-disabled', 'true'));
  await waitFor(() => expect(combo).not.toBeDisabled());
  fireEvent.mouseDown(combo);
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
}

/** Clicks the button named `name`. */
export const press = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
