// /admin/solicitudes/nuevo, 'Nueva solicitud de cotización' (docs/rules/quotations.md#solicitudes): one step with
// the client (picked or new), the risks and observations; Guardar creates the request
// (POST negotiations, state 'solicitud') and goes back to the requests list.
import { TextInput, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNegotiationWrites } from '../../api/quotations';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import type { NegotiationSaved } from '../../domain/quotations/entity';
import type { NegotiationPayload } from '../../domain/quotations/schema';
import { pathTo } from '../../routes';
import { ClientPicker, ProducerPicker } from '../quotations/wizard/ClientPicker';
import { emptyRisk, RiskPanels } from '../quotations/wizard/RiskPanels';
import { negotiationFormSchema } from '../quotations/wizard/schema';

export const requestCreated = (number: number) => `Solicitud ${number} creada correctamente`;

export function RequestCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { create } = useNegotiationWrites();
  const submit = (values: NegotiationPayload) => create.mutateAsync({ ...values, state: 'solicitud', is_confirmed: 0 });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" id="request-create-title" gutterBottom>
            Nueva solicitud de cotización
          </Typography>
          <AppForm
            schema={negotiationFormSchema}
            aria-labelledby="request-create-title"
            defaultValues={{ client_id: null, client: null, user_id: null, observations: '', state: 'solicitud', risks: [emptyRisk()] }}
            submit={submit}
            onSuccess={(saved) => {
              notify(requestCreated((saved as NegotiationSaved).number), { type: 'success' });
              void navigate(pathTo('solicitudes'));
            }}
          >
            <ProducerPicker />
            <ClientPicker />
            <RiskPanels />
            <TextInput source="observations" label="Observaciones" multiline minRows={3} fullWidth sx={{ mt: 2 }} />
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <SubmitButton label="Guardar" />
              <Button onClick={() => void navigate(pathTo('solicitudes'))}>Cancelar</Button>
            </Box>
          </AppForm>
        </CardContent>
      </Card>
    </Box>
  );
}

export default RequestCreate;
