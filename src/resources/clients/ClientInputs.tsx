import { useEffect } from 'react';
import { useCanAccess } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputsFromSchema } from '../../components/resource';
import { CLIENT_BUSINESS_NAME_LABEL, CLIENT_RESOURCE } from '../../domain/clients/resource';
import { isLegalPersonCuit } from '../../domain/core/cuit';

interface ClientInputsProps {
  /** Where the client's fields live in the form ('client.' in the quotation forms' new client). */
  prefix?: string;
  /** The producer input (for admin and sudo); off where the form picks the producer itself. */
  withOwner?: boolean;
}

/**
 * The client fields (docs/rules/clients.md#campos-y-validaciones). A legal-person CUIT (30, 33, 34) hides and
 * blanks Nombre, and Apellido becomes 'Razón Social'.
 */
export function ClientInputs({ prefix = '', withOwner = true }: ClientInputsProps = {}) {
  const cuit = useWatch({ name: `${prefix}cuit` }) as string | undefined;
  const legal = isLegalPersonCuit(cuit ?? '');
  const { setValue, getValues } = useFormContext();
  const { canAccess } = useCanAccess({ resource: 'clients', action: 'chooseOwner' });
  const canChooseOwner = withOwner && canAccess;
  useEffect(() => {
    if (legal && getValues(`${prefix}name`)) setValue(`${prefix}name`, '', { shouldDirty: true });
  }, [legal, prefix, setValue, getValues]);

  return (
    <InputsFromSchema
      description={CLIENT_RESOURCE}
      prefix={prefix}
      editable={(f) => (f === 'userId' ? !!canChooseOwner : f !== 'name' || !legal)}
      label={legal ? { lastname: CLIENT_BUSINESS_NAME_LABEL } : {}}
    />
  );
}

export default ClientInputs;
