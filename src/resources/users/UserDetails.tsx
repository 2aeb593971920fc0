import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatCuit } from '../../domain/cuit';
import { COMPANIES, CURRENCIES, PAYMENT_METHODS, PREFERRED_PAGES, PRODUCER_TYPES, RATE_OPTIONS, choiceName } from '../../domain/constants';
import { NumberField } from '../../components/fields/NumberField';
import { USER_LABELS } from './labels';
import { userRepresentation, type User } from './types';

/** One labelled value of a detail card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

/** 'Página de inicio' label of a preferredUrl route name; '' means the default page. */
export const preferredPageLabel = (preferredUrl: string | null | undefined): string =>
  choiceName(PREFERRED_PAGES, preferredUrl ?? '') || 'Página predeterminada';

/** A user's personal data and settings as a definition list. */
export function UserDetails({ user, settings = true }: { user: User; settings?: boolean }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      <Field label={USER_LABELS.name}>{user.name}</Field>
      <Field label={USER_LABELS.lastname}>{user.lastname}</Field>
      <Field label={USER_LABELS.cuit}>{formatCuit(user.cuit)}</Field>
      <Field label={USER_LABELS.address}>{user.address}</Field>
      <Field label={USER_LABELS.location}>{user.location}</Field>
      <Field label={USER_LABELS.province}>{user.province}</Field>
      <Field label={USER_LABELS.office}>{user.office}</Field>
      <Field label={USER_LABELS.fileNumber}>{user.fileNumber}</Field>
      <Field label={USER_LABELS.sancorId}>{user.sancorId}</Field>
      <Field label={USER_LABELS.cell}>{user.cell}</Field>
      <Field label={USER_LABELS.email}>{user.email}</Field>
      <Field label={USER_LABELS.username}>{user.username}</Field>
      {settings && (
        <>
          <Field label={USER_LABELS.type}>{choiceName(PRODUCER_TYPES, user.type)}</Field>
          <Field label={USER_LABELS.companies}>
            {(user.companies ?? [])
              .map((id) => choiceName(COMPANIES, id))
              .filter(Boolean)
              .join(', ')}
          </Field>
          <Field label={USER_LABELS.maxDiscountAllow}>
            <NumberField value={user.maxDiscountAllow ?? 0} percent />
          </Field>
          <Field label="Supervisor a cargo">{user.supervisor ? userRepresentation(user.supervisor) : ''}</Field>
        </>
      )}
      <Field label={USER_LABELS.preferredUrl}>{preferredPageLabel(user.preferredUrl)}</Field>
      <Field label={USER_LABELS.paymentMethod}>{choiceName(PAYMENT_METHODS, user.paymentMethod)}</Field>
      <Field label={USER_LABELS.rateOption}>{choiceName(RATE_OPTIONS, user.rateOption)}</Field>
      <Field label={USER_LABELS.hectarePriceCurrency}>{choiceName(CURRENCIES, user.hectarePriceCurrency)}</Field>
    </Grid>
  );
}
