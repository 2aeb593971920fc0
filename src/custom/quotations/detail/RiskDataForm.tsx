import { TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import { useNegotiationActions } from '../../../api/quotations';
import { AppForm } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { currencySymbol } from '../../../domain/core/currencies';
import type { Risk } from '../../../domain/quotations/entity';
import { riskUpdateSchema } from '../../../domain/quotations/schema';

export const RISK_UPDATED = 'Los datos del riesgo fueron actualizados.';

/** Hectares, price per hectare and discount of a risk (PUT risks/{id}); the server re-prices its quotations. */
export function RiskDataForm({ risk, onDone }: { risk: Risk; onDone: () => void }) {
  const { updateRisk } = useNegotiationActions(risk.negotiationId);
  const { showMessage } = useErrorDialog();
  return (
    <AppForm
      aria-label={`Datos del riesgo ${risk.id}`}
      schema={riskUpdateSchema}
      defaultValues={{ number_of_hectares: risk.numberOfHectares, hectare_price: risk.hectarePrice, discount: risk.discount }}
      submit={(values) => updateRisk.mutateAsync({ riskId: risk.id, values })}
      onSuccess={() => {
        showMessage({ title: 'Listo!', message: RISK_UPDATED });
        onDone();
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2 }}>
        <NumberInput source="number_of_hectares" label="Cantidad de hectáreas" />
        <NumberInput source="hectare_price" label={`Valor por hectárea (${currencySymbol(risk.hectarePriceCurrency.id)})`} />
        <NumberInput source="discount" label="Descuento %" />
        <SubmitButton label="Actualizar" sx={{ mt: 1 }} />
      </Box>
    </AppForm>
  );
}

/** A risk's observations (PUT risks/{id} with observations). */
export function RiskObservationsForm({ risk, readOnly }: { risk: Risk; readOnly: boolean }) {
  const { updateRisk } = useNegotiationActions(risk.negotiationId);
  const { showMessage } = useErrorDialog();
  return (
    <AppForm
      aria-label={`Observaciones del riesgo ${risk.id}`}
      defaultValues={{ observations: risk.observations ?? '' }}
      submit={(values) => {
        const text = String((values as { observations?: string | null }).observations ?? '').trim();
        return updateRisk.mutateAsync({ riskId: risk.id, values: { observations: text || null } });
      }}
      onSuccess={() => showMessage({ title: 'Listo!', message: 'Las observaciones fueron guardadas.' })}
    >
      <Box sx={{ p: 2 }}>
        <TextInput source="observations" label="Observaciones" multiline minRows={3} fullWidth disabled={readOnly} helperText={false} />
        {!readOnly && <SubmitButton label="Guardar observaciones" />}
      </Box>
    </AppForm>
  );
}
