import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Form, SaveButton, TextInput } from 'react-admin';
import { chooseOption, press } from '../../testing/inputs';
import { http, HttpResponse, setupApiServer } from '../../testing/msw';
import { placeHandlers } from '../../testing/places';
import { renderInAdmin } from '../../testing/render';
import Grid from '@mui/material/Grid';
import { AddressPlaceInputs, LocalityInput, ProvinceInput, ZoneInput } from './PlaceInputs';

// the places answer as the API does in every test (a screen may still ask as a test ends); a test overrides one with server.use
const server = setupApiServer(...placeHandlers());

function renderPlaces(defaultValues: Record<string, unknown> = { provinceId: '', zoneId: '', cityId: '', zipCode: '' }) {
  const onSubmit = vi.fn();
  renderInAdmin(
    <Form onSubmit={onSubmit} defaultValues={defaultValues}>
      <ProvinceInput />
      <ZoneInput companyId={1} />
      <LocalityInput zipCodeSource="zipCode" />
      <TextInput source="zipCode" label="Código postal" />
      <SaveButton label="Guardar" alwaysEnable />
    </Form>,
  );
  return { onSubmit };
}

describe('province -> department -> locality', { timeout: 15_000 }, () => {
  it("offers the province's departments of the insurer and the department's localities with their postal codes", async () => {
    const companies: (string | null)[] = [];
    server.use(
      http.get('*/api/zones/provinces/:id', ({ request }) => {
        companies.push(new URL(request.url).searchParams.get('filter[company]'));
        return HttpResponse.json({ data: { zones: [{ id: 101, description: 'Junín', provinceId: 6, companyId: 1 }] }, meta: { total: 1 } });
      }),
    );
    const { onSubmit } = renderPlaces();
    expect(screen.getByRole('combobox', { name: /^Departamento/ })).toBeDisabled();
    await chooseOption(/^Provincia/, 'Buenos Aires');
    await chooseOption(/^Departamento/, 'Junín');
    expect(companies).toEqual(['1']);
    await chooseOption(/^Localidad/, 'Agustín Roca (CP 6001)');
    expect(screen.getByLabelText('Código postal')).toHaveValue('6001');
    press('Guardar');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ provinceId: 6, zoneId: 101, cityId: 5002, zipCode: '6001' });
  });

  it("the searchable selects' buttons speak Spanish ('Abrir', never 'Open')", () => {
    renderPlaces();
    expect(screen.getAllByRole('button', { name: 'Abrir' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^(Open|Close|Clear)$/ })).toBeNull();
  });

  it('changing the province clears the department and the locality', async () => {
    renderPlaces();
    await chooseOption(/^Provincia/, 'Buenos Aires');
    await chooseOption(/^Departamento/, 'Junín');
    await chooseOption(/^Localidad/, 'Junín (CP 6000)');
    await chooseOption(/^Provincia/, 'Córdoba');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Departamento/ })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toHaveValue('');
  });

  it('a failed department load shows the error and retries, never an empty list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/zones/provinces/:id', () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: { zones: [{ id: 101, description: 'Junín' }] } }),
      ),
    );
    renderPlaces();
    await chooseOption(/^Provincia/, 'Buenos Aires');
    expect(await screen.findByText('No se pudieron cargar las opciones.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Departamento/ })).toBeDisabled();
    fail = false;
    press('Reintentar');
    await waitFor(() => expect(screen.queryByText('No se pudieron cargar las opciones.')).not.toBeInTheDocument());
    await chooseOption(/^Departamento/, 'Junín');
  });

  it('a stored department shows its name once the departments arrive, never its id (issue 17)', async () => {
    server.use(
      http.get('*/api/zones/provinces/:id', async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json({ data: { zones: [{ id: 203, description: 'Marcos Juárez', provinceId: 14, companyId: 1 }] } });
      }),
    );
    renderPlaces({ provinceId: 14, zoneId: 203, cityId: '', zipCode: '' });
    const zone = screen.getByRole('combobox', { name: /^Departamento/ });
    expect(zone).not.toHaveValue('203');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Departamento/ })).toHaveValue('Marcos Juárez'));
  });

  it('a stored value that is not among the choices is still shown', async () => {
    renderInAdmin(
      <Form defaultValues={{ province: 'Bs. As.' }}>
        <ProvinceInput source="province" valueField="name" />
      </Form>,
    );
    expect(await screen.findByText('Bs. As.')).toBeInTheDocument();
  });

  it("an address's stored province and locality are kept and sent while no department is chosen", async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit} defaultValues={{ province: 'Buenos Aires', location: 'Junín' }}>
        <Grid container>
          <AddressPlaceInputs size={12} />
        </Grid>
        <SaveButton label="Guardar" alwaysEnable />
      </Form>,
    );
    const locality = await screen.findByRole('combobox', { name: /^Localidad/ });
    expect(locality).toHaveValue('Junín');
    // the department is not stored: the locality says how to change it
    expect(locality).toBeDisabled();
    expect(screen.getByText('Para cambiarla, elegí primero el departamento.')).toBeInTheDocument();
    await chooseOption(/^Departamento/, 'Junín');
    expect(screen.queryByText('Para cambiarla, elegí primero el departamento.')).not.toBeInTheDocument();
    press('Guardar');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ province: 'Buenos Aires', location: 'Junín' });
  });
});
