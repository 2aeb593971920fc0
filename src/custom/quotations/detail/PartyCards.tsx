import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCuit, isLegalPersonCuit } from '../../../domain/core/cuit';
import { CLIENT_BUSINESS_NAME_LABEL } from '../../../domain/clients/resource';
import type { NegotiationClient, NegotiationProducer } from '../../../domain/quotations/entity';
import { pathTo } from '../../../routes';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {children || '-'}
    </Typography>
  );
}

function PartyCard({
  title,
  deletedBadge,
  link,
  children,
}: {
  title: string;
  deletedBadge: string | null;
  link: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          {deletedBadge && <Chip size="small" color="error" label={deletedBadge} />}
        </Stack>
        {children}
        {link}
      </CardContent>
    </Card>
  );
}

/** The producer of a negotiation: name, CUIT, office, e-mail, link to the user; 'Productor Eliminado' when deleted. */
export function ProducerCard({ producer, linkToUser }: { producer: NegotiationProducer; linkToUser: boolean }) {
  return (
    <PartyCard
      title="Productor"
      deletedBadge={producer.deletedAt ? 'Productor Eliminado' : null}
      link={
        linkToUser && !producer.deletedAt ? (
          <Link component={RouterLink} to={pathTo('ver usuario', { id: producer.id })}>
            Ver productor
          </Link>
        ) : null
      }
    >
      <Line label="Nombre">{`${producer.name} ${producer.lastname}`}</Line>
      <Line label="CUIT">{formatCuit(producer.cuit)}</Line>
      <Line label="Oficina">{producer.office}</Line>
      <Line label="E-mail">{producer.email}</Line>
    </PartyCard>
  );
}

/** The client of a negotiation: name and last name (a legal person's Razón Social), CUIT, phone, location, province, link; 'Cliente Eliminado' when deleted. */
export function ClientCard({ client }: { client: NegotiationClient }) {
  return (
    <PartyCard
      title="Cliente"
      deletedBadge={client.deletedAt ? 'Cliente Eliminado' : null}
      link={
        client.deletedAt ? null : (
          <Link component={RouterLink} to={pathTo('ver cliente', { id: client.id })}>
            Ver cliente
          </Link>
        )
      }
    >
      {isLegalPersonCuit(client.cuit) ? (
        <Line label={CLIENT_BUSINESS_NAME_LABEL}>{client.lastname}</Line>
      ) : (
        <>
          <Line label="Nombre">{client.name}</Line>
          <Line label="Apellido">{client.lastname}</Line>
        </>
      )}
      <Line label="CUIT">{formatCuit(client.cuit)}</Line>
      <Line label="Teléfono">{client.cell}</Line>
      <Line label="Localidad">{client.location}</Line>
      <Line label="Provincia">{client.province}</Line>
    </PartyCard>
  );
}
