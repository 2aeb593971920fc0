import { expect } from 'vitest';
// Filling react-admin inputs in UI tests, as a user would.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Types into the input labelled `label` (a regex of its label, or the exact label). */
export function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens a select or autocomplete labelled `label` once it is enabled and clicks `option`. */
export async function chooseOption(label: RegExp | string, option: string | RegExp) {
  const combo = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(combo).not.toHaveAttribute('aria-disabled', 'true'));
  await waitFor(() => expect(combo).not.toBeDisabled());
  fireEvent.mouseDown(combo);
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
}

/** Clicks the button named `name`. */
export const press = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
