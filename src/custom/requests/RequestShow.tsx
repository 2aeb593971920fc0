import { Link as RouterLink, useParams } from 'react-router';
import { useCanAccess } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useNegotiation } from '../../api/quotations';
import { formatDate, formatMoney, formatNumber } from '../../domain/core/format';
import { NEGOTIATION_STATE_LABELS } from '../../domain/quotations/statuses';
import { pathTo } from '../../routes';
import { CancelNegotiationButton } from '../quotations/detail/NegotiationHeader';
import { RecordLoadError } from '../../components/RecordError';
import { ClientCard, ProducerCard } from '../quotations/detail/PartyCards';
import { riskTitle } from '../../domain/quotations/detail';

/** /admin/solicitudes/{id}/ver: producer, client, observations, risks; 'Cotizar' (the grouped wizard) and Cancelar. */
export function RequestShow() {
  const { id } = useParams();
  const { data: request, error, isPending, refetch } = useNegotiation(id);
  const { canAccess: linkToUser = false } = useCanAccess({ resource: 'users', action: 'show' });
  if (isPending) return <LinearProgress />;
  if (error || !request) return <RecordLoadError error={error} onRetry={refetch} backTo={pathTo('solicitudes')} />;
  const open = request.state !== 'rejected' && request.state !== 'accepted';
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2">
              Solicitud #{request.number}
            </Typography>
            <Typography color="text.secondary">
              Creada el {formatDate(request.createdAt)} · Estado: {NEGOTIATION_STATE_LABELS[request.state]}
            </Typography>
          </Box>
          {open && !request.client.deletedAt && (
            <Button
              component={RouterLink}
              to={pathTo('editar cotizacion', { id: request.id })}
              variant="contained"
              startIcon={<RequestQuoteIcon />}
            >
              Cotizar
            </Button>
          )}
          <CancelNegotiationButton negotiation={request} successMessage="La solicitud fue cancelada correctamente." />
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ProducerCard producer={request.user} linkToUser={linkToUser} />
        <ClientCard client={request.client} />
      </Box>
      <Card component="section" aria-label="Observaciones">
        <CardContent>
          <Typography variant="h6" component="h3">
            Observaciones
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{request.observations || 'Sin observaciones.'}</Typography>
        </CardContent>
      </Card>
      <Card component="section" aria-label="Riesgos">
        <CardContent>
          <Typography variant="h6" component="h3">
            Riesgos
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Riesgos de la solicitud">
              <TableHead>
                <TableRow>
                  <TableCell>Departamento - Cultivo</TableCell>
                  <TableCell>Descripción</TableCell>
                  <TableCell>Aseguradora</TableCell>
                  <TableCell>Hectáreas</TableCell>
                  <TableCell>Valor por ha.</TableCell>
                  <TableCell>Observaciones</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {request.risks.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{riskTitle(r)}</TableCell>
                    {/* the applicant's own name of the field's place, on a request from the public form */}
                    <TableCell>{r.description?.trim() || '-'}</TableCell>
                    <TableCell>{r.company?.name ?? '-'}</TableCell>
                    <TableCell>{formatNumber(r.numberOfHectares)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(r.hectarePrice, r.hectarePriceCurrency.id)}</TableCell>
                    <TableCell>{r.observations ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Stack>
  );
}

export default RequestShow;
