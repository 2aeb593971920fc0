import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BooleanInput, SaveButton } from 'react-admin';
import { z } from 'zod';
import { renderInAdmin } from '../../testing/render';
import { AppForm } from './AppForm';
import { SubmitButton } from './SubmitButton';

// react-admin 5 passes its inputs' ref and props the MUI way of MUI 5-7 (docs/decisions.md,
// 'MUI bajo react-admin'): with a MUI that no longer reads them the switch's ref never reaches its
// <input>, and a refused switch could not be focused.
describe('AppForm with a switch', () => {
  it('focuses the switch that the schema refuses', async () => {
    const schema = z.object({ accepted: z.literal(true, { error: 'Aceptá las condiciones.' }) });
    renderInAdmin(
      <AppForm schema={schema} defaultValues={{ accepted: false }} submit={async () => undefined}>
        <BooleanInput source="accepted" label="Acepto" />
        <SaveButton alwaysEnable />
      </AppForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Aceptá las condiciones.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Acepto' })).toHaveFocus());
  });
});

describe('AppForm submitting', () => {
  it('sends one request for a double click: Guardar is disabled while it runs, and a second submit waits for the first', async () => {
    let release: () => void = () => undefined;
    const calls: unknown[] = [];
    let done = 0;
    const submit = (values: unknown) => {
      calls.push(values);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    renderInAdmin(
      <AppForm defaultValues={{ name: 'Ana' }} submit={submit} onSuccess={() => (done += 1)}>
        <SubmitButton />
      </AppForm>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    fireEvent.click(save);
    // Enter in a field submits the form too, whatever the button shows.
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.submit(save.closest('form')!);
    expect(calls).toHaveLength(1);
    release();
    await waitFor(() => expect(done).toBe(1));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
