// The server's field rule reads the same description as the user form (src/resources/users/UserInputs.test.tsx).
import { describe, expect, it } from 'vitest';
import { ROLE_PRODUCER } from '../../src/domain/access/access';
import { fieldsEditableBy } from '../../src/domain/core/resource';
import { USER_RESOURCE } from '../../src/domain/users/resource';
import { enforceUserFieldPermissions } from './fields';

const PRODUCER = { id: 4, roleId: ROLE_PRODUCER, supervisorId: 3 };
const changed = { value: 'otro' };

describe('the user field rule follows the description’s editableBy', () => {
  it.each([...fieldsEditableBy(USER_RESOURCE, 'admin'), ...fieldsEditableBy(USER_RESOURCE, 'simulator')])(
    'refuses a producer a change of the admin-only %s (403, naming it)',
    (field) => {
      expect(() => enforceUserFieldPermissions(PRODUCER, PRODUCER, { [field]: changed }, {})).toThrow(
        expect.objectContaining({ statusCode: 403, message: `No tenés permiso para modificar: ${field}.` }),
      );
    },
  );

  it.each(fieldsEditableBy(USER_RESOURCE, 'personal'))('lets a producer write its own %s', (field) => {
    expect(enforceUserFieldPermissions(PRODUCER, PRODUCER, { [field]: changed }, {})).toEqual({ [field]: changed });
  });
});
