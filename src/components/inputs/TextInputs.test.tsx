import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, SaveButton } from 'react-admin';
import { renderInAdmin } from '../../testing/render';
import { CuitInput, EmailInput, PhoneInput } from './TextInputs';

function renderInputs() {
  const onSubmit = vi.fn();
  renderInAdmin(
    <Form onSubmit={onSubmit} defaultValues={{ cuit: '', cell: '', email: '' }}>
      <CuitInput />
      <PhoneInput />
      <EmailInput />
      <SaveButton label="Guardar" alwaysEnable />
    </Form>,
  );
  return { onSubmit };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const paste = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('CuitInput, PhoneInput, EmailInput', () => {
  it('a CUIT pasted with dashes, dots or spaces is kept as its 11 digits, with a numeric keyboard', async () => {
    const { onSubmit } = renderInputs();
    paste(/^CUIT/, '20-12345678-6');
    expect(field(/^CUIT/)).toHaveValue('20123456786');
    paste(/^CUIT/, '20.12345678 6');
    expect(field(/^CUIT/)).toHaveValue('20123456786');
    expect(field(/^CUIT/)).toHaveAttribute('inputmode', 'numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cuit: '20123456786' });
  });

  it('a phone keeps only its digits; an e-mail loses its spaces', () => {
    renderInputs();
    paste(/^Celular/, '(0236) 412-3456');
    expect(field(/^Celular/)).toHaveValue('02364123456');
    expect(field(/^Celular/)).toHaveAttribute('inputmode', 'tel');
    paste(/^E-mail/, ' juan@example.com ');
    expect(field(/^E-mail/)).toHaveValue('juan@example.com');
    expect(field(/^E-mail/)).toHaveAttribute('type', 'email');
  });
});
