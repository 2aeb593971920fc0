import { formatCuit } from '../../domain/core/cuit';
import {
  COMPANIES,
  CURRENCIES,
  PAYMENT_METHODS,
  PREFERRED_PAGES,
  PRODUCER_TYPES,
  RATE_OPTIONS,
  choiceName,
} from '../../domain/core/constants';
import { DetailField, DetailList } from '../../components/fields/DetailList';
import { NumberField } from '../../components/fields/NumberField';
import { USER_LABELS } from './labels';
import { userRepresentation, type User } from './types';

/** 'Página de inicio' label of a preferredUrl route name; '' means the default page. */
export const preferredPageLabel = (preferredUrl: string | null | undefined): string =>
  choiceName(PREFERRED_PAGES, preferredUrl ?? '') || 'Página predeterminada';

/** A user's personal data and settings as a definition list. */
export function UserDetails({ user, settings = true }: { user: User; settings?: boolean }) {
  return (
    <DetailList>
      <DetailField label={USER_LABELS.name}>{user.name}</DetailField>
      <DetailField label={USER_LABELS.lastname}>{user.lastname}</DetailField>
      <DetailField label={USER_LABELS.cuit}>{formatCuit(user.cuit)}</DetailField>
      <DetailField label={USER_LABELS.address}>{user.address}</DetailField>
      <DetailField label={USER_LABELS.location}>{user.location}</DetailField>
      <DetailField label={USER_LABELS.province}>{user.province}</DetailField>
      <DetailField label={USER_LABELS.office}>{user.office}</DetailField>
      <DetailField label={USER_LABELS.fileNumber}>{user.fileNumber}</DetailField>
      <DetailField label={USER_LABELS.sancorId}>{user.sancorId}</DetailField>
      <DetailField label={USER_LABELS.cell}>{user.cell}</DetailField>
      <DetailField label={USER_LABELS.email}>{user.email}</DetailField>
      <DetailField label={USER_LABELS.username}>{user.username}</DetailField>
      {settings && (
        <>
          <DetailField label={USER_LABELS.type}>{choiceName(PRODUCER_TYPES, user.type)}</DetailField>
          <DetailField label={USER_LABELS.companies}>
            {(user.companies ?? [])
              .map((id) => choiceName(COMPANIES, id))
              .filter(Boolean)
              .join(', ')}
          </DetailField>
          <DetailField label={USER_LABELS.maxDiscountAllow}>
            <NumberField value={user.maxDiscountAllow ?? 0} percent />
          </DetailField>
          <DetailField label="Supervisor a cargo">{user.supervisor ? userRepresentation(user.supervisor) : ''}</DetailField>
        </>
      )}
      <DetailField label={USER_LABELS.preferredUrl}>{preferredPageLabel(user.preferredUrl)}</DetailField>
      <DetailField label={USER_LABELS.paymentMethod}>{choiceName(PAYMENT_METHODS, user.paymentMethod)}</DetailField>
      <DetailField label={USER_LABELS.rateOption}>{choiceName(RATE_OPTIONS, user.rateOption)}</DetailField>
      <DetailField label={USER_LABELS.hectarePriceCurrency}>{choiceName(CURRENCIES, user.hectarePriceCurrency)}</DetailField>
    </DetailList>
  );
}
