import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EditBase } from 'react-admin';
import { ROLE_ADMIN, ROLE_PRODUCER } from '../../domain/access/access';
import { fieldsEditableBy } from '../../domain/core/resource';
import { USER_RESOURCE } from '../../domain/users/resource';
import type { UserRef } from '../../domain/users/permissions';
import { setupApiServer } from '../../testing/msw';
import { placeHandlers } from '../../testing/places';
import { renderInAdmin } from '../../testing/render';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';

setupApiServer(...placeHandlers());

const PRODUCER: UserRef = { id: 4, roleId: ROLE_PRODUCER, supervisorId: 3 };
const ADMIN: UserRef = { id: 2, roleId: ROLE_ADMIN };

function renderOwnForm(actor: UserRef) {
  const record = { id: PRODUCER.id, roleId: PRODUCER.roleId, supervisorId: 3, name: 'Lucía', companies: [] };
  renderInAdmin(
    <EditBase resource="users" id={PRODUCER.id} mutationMode="pessimistic">
      <UserForm access={userFormAccess(actor, PRODUCER)} />
    </EditBase>,
    { dataProvider: { getOne: async () => ({ data: record }) as never } },
  );
}

// The same `editableBy` of src/domain/users/resource.ts is the server's rule (server/users/fields.test.ts).
const inputLabels = (group: 'admin' | 'simulator' | 'personal') =>
  fieldsEditableBy(USER_RESOURCE, group)
    .filter((f) => USER_RESOURCE.fields[f].input !== 'none' && USER_RESOURCE.fields[f].input !== 'place')
    .map((f) => USER_RESOURCE.fields[f].label);

describe('the user form follows the description’s editableBy', () => {
  it('shows a producer its personal fields and none of the admin-only ones', async () => {
    renderOwnForm(PRODUCER);
    expect(await screen.findByDisplayValue('Lucía')).toBeInTheDocument();
    for (const label of inputLabels('personal')) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    for (const label of [...inputLabels('admin'), ...inputLabels('simulator')]) {
      expect(screen.queryByLabelText(new RegExp(`^${label}`))).not.toBeInTheDocument();
    }
  });

  it('shows an admin the admin-only fields', async () => {
    renderOwnForm(ADMIN);
    await screen.findByDisplayValue('Lucía');
    for (const label of [...inputLabels('admin'), ...inputLabels('simulator')]) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
  });
});
