import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { press } from '../../testing/inputs';
import { http, HttpResponse, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { LogoCard } from './LogoCard';

const server = setupApiServer();

function renderCard(logo: string | null = null) {
  const onChange = vi.fn();
  renderInAdmin(<LogoCard userId={7} logo={logo} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Archivo de logo') as HTMLInputElement };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('LogoCard', () => {
  it('rejects a file that is not an image, naming it, and keeps Guardar disabled', () => {
    const { input } = renderCard();
    choose(input, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo (contrato.pdf) no es una imagen');
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('uploads an image as the multipart field logo and confirms', async () => {
    let uploaded = '';
    server.use(
      http.post('*/api/users/7/logo', async ({ request }) => {
        uploaded = ((await request.formData()).get('logo') as File).name;
        return HttpResponse.json({ data: { id: 7, logo: 'https://api.example.com/api/users/7/logo' } });
      }),
    );
    const { input, onChange } = renderCard();
    choose(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    press('Guardar');
    expect(await screen.findByText('El logo fue registrado.')).toBeInTheDocument();
    expect(uploaded).toBe('logo.png');
    expect(onChange).toHaveBeenCalled();
  });

  it('refuses a file over 2 MB before uploading it and clears the input', () => {
    let uploads = 0;
    server.use(
      http.post('*/api/users/7/logo', () => {
        uploads += 1;
        return HttpResponse.json({ data: { id: 7 } });
      }),
    );
    const { input } = renderCard();
    choose(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El logo no puede superar los 2 MB.');
    expect(input.value).toBe('');
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(uploads).toBe(0);
  });

  it("shows the server's reason when it refuses the file, not only the validation heading, and clears the input", async () => {
    server.use(
      http.post('*/api/users/7/logo', () =>
        HttpResponse.json(
          { message: 'Ocurrió un error de validación.', errors: { logo: ['El archivo (falso.png) no es una imagen'] } },
          { status: 422 },
        ),
      ),
    );
    const { input } = renderCard();
    choose(input, new File(['no soy png'], 'falso.png', { type: 'image/png' }));
    expect(screen.getByText('falso.png')).toBeInTheDocument();
    press('Guardar');
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo (falso.png) no es una imagen');
    expect(screen.queryByText('falso.png')).not.toBeInTheDocument();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it("deleting says 'Listo!'; a failed delete says 'Error al eliminar el logo'", async () => {
    let fail = false;
    server.use(
      http.get('*/api/users/7/logo', () => new HttpResponse(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } })),
      http.delete('*/api/users/7/logo', () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : new HttpResponse(null, { status: 204 }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    renderCard('https://api.example.com/api/users/7/logo');
    expect(await screen.findByAltText('Logo del productor')).toHaveAttribute('src', 'blob:logo');
    press('Eliminar logo');
    press('Si, eliminar!');
    let dialog = await screen.findByRole('dialog', { name: 'Listo!' });
    expect(dialog).toHaveTextContent('El logo fue eliminado.');
    press('Aceptar');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fail = true;
    press('Eliminar logo');
    press('Si, eliminar!');
    dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Error al eliminar el logo');
    expect(dialog).toHaveTextContent('ERROR 500');
  });
});
