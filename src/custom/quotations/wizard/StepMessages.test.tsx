// 'Siguiente' lists a step's messages and puts each under its field (docs/rules/quotations.md#asistentes);
// fixing a field takes its message away at once, from under the field and from the list.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../../domain/access/access';
import { chooseOption, press, typeInto } from '../../../testing/inputs';
import { http, HttpResponse, listBody, setupApiServer } from '../../../testing/msw';
import { quotationHandlers } from '../../../testing/quotation';
import { renderInAdmin, signIn } from '../../../testing/render';
import { QuotationWizard } from './QuotationWizard';
import { emptyWizardValues } from './values';

const server = setupApiServer();

const ALMADA = { id: 5, name: 'Ana', lastname: 'Almada', cuit: '20123456786' };

function renderEmptyWizard(simple = false) {
  server.use(
    ...quotationHandlers(),
    http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
  );
  renderInAdmin(<QuotationWizard simple={simple} defaultValues={emptyWizardValues(simple ? 'simple' : 'grouped')} />, {
    path: simple ? '/admin/negociaciones/nuevo' : '/admin/negociaciones/grupo',
    authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER }),
    dataProvider: {
      getList: async () => ({ data: [ALMADA], total: 1 }) as never,
      getMany: async () => ({ data: [ALMADA] }) as never,
    },
  });
}

const next = () => press('Siguiente');
/** Where the message shows: the step's list and under its field. */
const shown = (message: string) => screen.queryAllByText(message).length;

describe('step messages follow the fields', { timeout: 60_000 }, () => {
  it('step 1: each message goes as soon as its field is valid, and the list with it', async () => {
    renderEmptyWizard();
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    const list = within(await screen.findByTestId('step-messages'));
    for (const message of ['Cliente inválido', 'Departamento inválido', 'Cultivo inválido', 'Cantidad de hectáreas inválida'])
      expect(list.getByText(message)).toBeTruthy();

    typeInto(/^Cantidad de hectáreas/, '1234.5');
    await waitFor(() => expect(shown('Cantidad de hectáreas inválida')).toBe(0));
    expect(list.getByText('Cultivo inválido')).toBeTruthy();

    typeInto(/^Valor por hectárea/, '32.5');
    await waitFor(() => expect(shown('Precio de hectáreas inválido')).toBe(0));

    await chooseOption(/^Cultivo/, 'Soja');
    await waitFor(() => expect(shown('Cultivo inválido')).toBe(0));

    await chooseOption(/^Cliente/, 'Ana Almada (20-12345678-6)'); // its CUIT as the lists write it
    await waitFor(() => expect(shown('Cliente inválido')).toBe(0));

    await chooseOption(/^Provincia/, 'Córdoba');
    await chooseOption(/^Departamento/, 'Marcos Juárez');
    await waitFor(() => expect(screen.queryByTestId('step-messages')).toBeNull());
    expect(shown('Departamento inválido')).toBe(0);

    // A field made invalid again says so again, as react-hook-form does after a submit.
    typeInto(/^Cantidad de hectáreas/, '');
    expect(await within(await screen.findByTestId('step-messages')).findByText('Cantidad de hectáreas inválida')).toBeTruthy();
  });

  it('step 2: ticking a coverage takes away "Debe seleccionar al menos una cobertura."', async () => {
    renderEmptyWizard(true);
    await chooseOption(/^Cliente/, /Almada/);
    await chooseOption(/^Provincia/, 'Córdoba');
    await chooseOption(/^Departamento/, 'Marcos Juárez');
    await chooseOption(/^Cultivo/, 'Soja');
    typeInto(/^Cantidad de hectáreas/, '100');
    typeInto(/^Valor por hectárea/, '32');
    next();
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    next();
    expect(await within(await screen.findByTestId('step-messages')).findByText('Debe seleccionar al menos una cobertura.')).toBeTruthy();
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    await waitFor(() => expect(shown('Debe seleccionar al menos una cobertura.')).toBe(0));
    expect(screen.queryByTestId('step-messages')).toBeNull();
  });
});
