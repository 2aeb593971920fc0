// /admin/negociaciones/grupo ('Cotizar varios riesgos') and /admin/negociaciones/{id}/editar
// (edit a quotation, or quote a request): the grouped wizard; /admin/negociaciones/nuevo: the simple
// one. Each page's name is the top bar's h1; the wizard's steps are its h2.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useNegotiation } from '../../api/quotations';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { QuotationWizard } from './wizard/QuotationWizard';
import { editsAsSimple, emptyWizardValues, wizardValuesOf } from './wizard/values';
import { usePageTitle } from '../../layout/pageTitle';

/** A wizard page: its title is the top bar's (and the tab's), so the two never disagree (issue 17). */
function Page({ title, children }: { title?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}

export function GroupedWizardCreate() {
  return (
    <Page>
      <QuotationWizard defaultValues={emptyWizardValues('grouped')} />
    </Page>
  );
}

/** /admin/negociaciones/nuevo ('Nueva cotización'): the simple wizard, one risk. */
export function SimpleWizardCreate() {
  return (
    <Page>
      <QuotationWizard simple defaultValues={emptyWizardValues('simple')} />
    </Page>
  );
}

/**
 * Quote a request ('Cotizar solicitud N', grouped wizard) or edit a quotation ('Editar cotización
 * N'): a simple or double-crop quotation keeps the simple wizard's rules and stays simple.
 */
export function GroupedWizardEdit() {
  const id = Number(useParams().id);
  const negotiation = useNegotiation(id);
  if (negotiation.error) return <RecordError error={negotiation.error} backTo={pathTo('cotizaciones')} />;
  if (!negotiation.data) return <CircularProgress aria-label="Cargando" />;
  const n = negotiation.data;
  const editing = n.isConfirmed === 1;
  return (
    <Page title={editing ? `Editar cotización ${n.number}` : `Cotizar solicitud ${n.number}`}>
      <QuotationWizard id={n.id} editing={editing} simple={editsAsSimple(n)} defaultValues={wizardValuesOf(n)} />
    </Page>
  );
}
