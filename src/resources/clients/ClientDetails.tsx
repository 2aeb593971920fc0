import { DetailField, DetailList } from '../../components/fields/DetailList';
import { formatCuit, isLegalPersonCuit } from '../../domain/core/cuit';
import { formatDate } from '../../domain/core/format';
import { CLIENT_LABELS } from './ClientInputs';
import type { Client } from './types';

/** A client's fields (its show page, and a producer's client seen from the producer): a legal person has a Razón Social and no Nombre. */
export function ClientDetails({ client }: { client: Client }) {
  const legal = isLegalPersonCuit(client.cuit);
  return (
    <DetailList>
      {!legal && <DetailField label={CLIENT_LABELS.name}>{client.name}</DetailField>}
      <DetailField label={legal ? CLIENT_LABELS.businessName : CLIENT_LABELS.lastname}>{client.lastname}</DetailField>
      <DetailField label={CLIENT_LABELS.cuit}>{formatCuit(client.cuit)}</DetailField>
      <DetailField label={CLIENT_LABELS.address}>{client.address}</DetailField>
      <DetailField label={CLIENT_LABELS.location}>{client.location}</DetailField>
      <DetailField label={CLIENT_LABELS.province}>{client.province}</DetailField>
      <DetailField label={CLIENT_LABELS.cell}>{client.cell}</DetailField>
      <DetailField label={CLIENT_LABELS.email}>{client.email}</DetailField>
      <DetailField label={CLIENT_LABELS.sancorId}>{client.sancorId}</DetailField>
      {client.deletedAt && <DetailField label="Eliminado el">{formatDate(client.deletedAt)}</DetailField>}
    </DetailList>
  );
}
