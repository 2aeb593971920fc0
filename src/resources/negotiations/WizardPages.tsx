// /admin/negociaciones/grupo ('Cotizar varios riesgos') and /admin/negociaciones/{id}/editar
// (edit a quotation, or quote a request): the grouped wizard; /admin/negociaciones/nuevo: the simple one.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNegotiation } from '../../api/negotiations';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { QuotationWizard } from './wizard/QuotationWizard';
import { emptyWizardValues, wizardValuesOf } from './wizard/values';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

export function GroupedWizardCreate() {
  return (
    <Page title="Cotizar varios riesgos">
      <QuotationWizard defaultValues={emptyWizardValues('grouped')} />
    </Page>
  );
}

/** /admin/negociaciones/nuevo ('Nueva cotización'): the simple wizard, one risk. */
export function SimpleWizardCreate() {
  return (
    <Page title="Nueva cotización">
      <QuotationWizard simple defaultValues={emptyWizardValues('simple')} />
    </Page>
  );
}

export function GroupedWizardEdit() {
  const id = Number(useParams().id);
  const negotiation = useNegotiation(id);
  if (negotiation.error) return <RecordError error={negotiation.error} backTo={pathTo('cotizaciones')} />;
  if (!negotiation.data) return <CircularProgress aria-label="Cargando" />;
  const n = negotiation.data;
  const editing = n.isConfirmed === 1;
  return (
    <Page title={editing ? `Editar cotización ${n.number}` : `Cotizar solicitud ${n.number}`}>
      <QuotationWizard id={n.id} editing={editing} defaultValues={wizardValuesOf(n)} />
    </Page>
  );
}
