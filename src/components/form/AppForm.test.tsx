import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BooleanInput, SaveButton, TextInput } from 'react-admin';
import { ApiError } from '../../http/errors';
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

describe("AppForm and the server's messages", () => {
  it("drops the server's list of an earlier submit when the form's own checks stop the next one", async () => {
    const schema = z.object({ current: z.string({ error: 'Ingresá la clave actual.' }).min(1, { error: 'Ingresá la clave actual.' }) });
    const refused = new ApiError(422, 'Ocurrió un error de validación.', null, { current: ['La clave actual es incorrecta.'] });
    renderInAdmin(
      <AppForm
        schema={schema}
        defaultValues={{ current: 'vieja' }}
        submit={async () => {
          throw refused;
        }}
      >
        <TextInput source="current" label="Clave actual" />
        <SaveButton alwaysEnable />
      </AppForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('validation-errors')).toHaveTextContent('La clave actual es incorrecta.');
    fireEvent.change(screen.getByLabelText('Clave actual'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresá la clave actual.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('La clave actual es incorrecta.')).not.toBeInTheDocument());
  });
});
