import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { LogoCard } from './LogoCard';

function renderCard(upload = vi.fn(async () => ({ data: {} })), request = vi.fn(async () => null)) {
  const dataProvider = {
    getList: vi.fn(),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    upload,
    request,
  } as unknown as DataProvider;
  const onChange = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <LogoCard userId={7} logo={null} onChange={onChange} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { upload, request, onChange, input: screen.getByLabelText('Archivo de logo') as HTMLInputElement };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('LogoCard', () => {
  it('rejects a file that is not an image, naming it, and keeps Guardar disabled', () => {
    const { input, upload } = renderCard();
    choose(input, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo (contrato.pdf) no es una imagen');
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an image as the multipart field logo', async () => {
    const { input, upload, onChange } = renderCard();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    choose(input, png);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [path, form] = upload.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('users/7/logo');
    expect((form.get('logo') as File).name).toBe('logo.png');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(await screen.findByText('El logo fue registrado.')).toBeInTheDocument();
  });
});
