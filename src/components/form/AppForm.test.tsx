import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BooleanInput, SaveButton } from 'react-admin';
import { z } from 'zod';
import { renderInAdmin } from '../../testing/render';
import { AppForm } from './AppForm';

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
