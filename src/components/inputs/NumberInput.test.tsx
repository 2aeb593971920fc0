import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, SaveButton } from 'react-admin';
import { renderInAdmin } from '../../testing/render';
import { NumberInput } from './NumberInput';

const field = () => screen.getByLabelText('Importe') as HTMLInputElement;

describe('NumberInput', () => {
  it('shows the thousands out of focus, keeps what the user types while typing, and stores the dot decimal', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit} defaultValues={{ amount: '20252.05' }}>
        <NumberInput source="amount" label="Importe" />
        <SaveButton label="Guardar" alwaysEnable />
      </Form>,
    );
    expect(field()).toHaveValue('20.252,05');
    fireEvent.focus(field());
    for (const typed of ['1', '1.2', '1.23', '1.234', '1.234,5']) {
      fireEvent.change(field(), { target: { value: typed } });
      expect(field()).toHaveValue(typed); // never rewritten under the user's fingers
    }
    fireEvent.blur(field());
    expect(field()).toHaveValue('1.234,5');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ amount: '1234.5' });
  });
});
