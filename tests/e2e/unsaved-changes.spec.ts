// Leaving a form with unsaved changes asks first; saving navigates without asking (AppForm's
// warnWhenUnsavedChanges with the form marked saved once the server accepts it).
import { expect, test } from './fixtures';
import { sidebar, openAs } from './helpers';
import { screensOf } from './screens';

test('a client edit asks before abandoning changes, and a save leaves without asking', async ({ page, request }) => {
  const edit = (await screensOf(request, 'productor')).find((s) => s.name === 'editar cliente');
  expect(edit, 'a client of productor').toBeTruthy();
  const questions: string[] = [];
  await openAs(page, 'productor', edit!.path);
  const address = page.getByLabel('Dirección');
  await expect(address).toBeVisible();
  const original = await address.inputValue();

  // leaving without changes does not ask
  page.once('dialog', (d) => void (questions.push(d.message()), d.dismiss()));
  await sidebar(page).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/clientes(\?.*)?$/);
  expect(questions).toEqual([]);
  page.removeAllListeners('dialog');

  // with a change, the question; 'Cancelar' keeps the form and the change
  await page.goto(edit!.path);
  await address.fill(`${original} bis`);
  page.once('dialog', (d) => void (questions.push(d.message()), d.dismiss()));
  await sidebar(page).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await expect.poll(() => questions).toEqual(['Hay cambios sin guardar. ¿Querés descartarlos?']);
  await expect(page).toHaveURL(edit!.path);
  await expect(address).toHaveValue(`${original} bis`);

  // saving goes to the client without asking
  page.on('dialog', (d) => void (questions.push(d.message()), d.dismiss()));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(edit!.path.replace(/editar$/, 'ver'));
  await expect(page.getByText(`${original} bis`)).toBeVisible();
  expect(questions).toHaveLength(1);
});

test('on Editar perfil, a change in any of its forms asks before leaving', async ({ page }) => {
  const questions: string[] = [];
  page.on('dialog', (d) => void (questions.push(d.message()), d.dismiss()));
  await openAs(page, 'productor', '/admin/perfil/editar');
  const leave = () => sidebar(page).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  // the profile's own form
  const address = page.getByLabel('Dirección');
  const original = await address.inputValue();
  await address.fill(`${original} bis`);
  await leave();
  await expect.poll(() => questions).toEqual(['Hay cambios sin guardar. ¿Querés descartarlos?']);
  await expect(page).toHaveURL('/admin/perfil/editar');
  await expect(address).toHaveValue(`${original} bis`);
  // 'Cambiar clave', below it (it left silently while each form had its own blocker)
  await address.fill(original);
  await page.getByLabel('Clave actual').fill('demo1234');
  await leave();
  await expect.poll(() => questions).toHaveLength(2);
  await expect(page).toHaveURL('/admin/perfil/editar');
});
