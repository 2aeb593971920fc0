import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useNotify } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import { pickRows } from '../../api/mapping';
import { firstErrorPerField } from '../../components/errors';
import type { AppDataProvider } from '../../dataProvider';
import { CURRENCIES, PAYMENT_METHODS, RATE_OPTIONS, choiceName } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { NOTE_MESSAGES, noteSchema } from '../../domain/schemas/settings';
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';

interface Note {
  id: number;
  paymentMethodId: number;
  rateOptionId: number;
  hectarePriceCurrencyId: number;
  value: string;
}

const NOTES_KEY = ['settings-screen', 'notes'];

function NoteDialog({ note, onClose }: { note: Note; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const title = `${choiceName(PAYMENT_METHODS, note.paymentMethodId)} · ${choiceName(RATE_OPTIONS, note.rateOptionId)} · ${choiceName(CURRENCIES, note.hectarePriceCurrencyId)}`;
  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.request(`notes/${note.id}`, { method: 'PUT', body: { value: values.value ?? '' } });
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
      notify(NOTE_MESSAGES.saved, { type: 'success' });
      onClose();
    } catch (e) {
      const fields = firstErrorPerField((e as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors);
      if (Object.keys(fields).length) return fields;
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="note-dialog-title">
      <Form defaultValues={{ value: note.value }} resolver={zodResolver(noteSchema) as unknown as Resolver} onSubmit={onSubmit} noValidate>
        <DialogTitle id="note-dialog-title">Editar aclaración: {title}</DialogTitle>
        <DialogContent>
          <RichTextInput
            source="value"
            label="Aclaración"
            fullWidth
            toolbar={
              <RichTextInputToolbar>
                <FormatButtons size="small" />
                <ListButtons size="small" />
                <LinkButtons size="small" />
                <ClearButtons size="small" />
              </RichTextInputToolbar>
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <SaveButton label="Guardar" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** 'Aclaraciones de PDFs': the footnote of each payment method, rate option and currency, edited as rich text. */
export function NotesTab() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState<Note | null>(null);
  const { data, isPending } = useQuery({
    queryKey: NOTES_KEY,
    queryFn: async () => pickRows(await dataProvider.request('notes', { query: { perPage: 100 } }), 'notes') as Note[],
  });
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  return (
    <Card sx={{ mt: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label="Aclaraciones de PDFs">
        <TableHead>
          <TableRow>
            <TableCell>Forma de pago</TableCell>
            <TableCell>Opción de tasa</TableCell>
            <TableCell>Moneda</TableCell>
            <TableCell>Aclaración</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((n) => (
            <TableRow key={n.id} data-testid={`note-${n.id}`}>
              <TableCell>{choiceName(PAYMENT_METHODS, n.paymentMethodId)}</TableCell>
              <TableCell>{choiceName(RATE_OPTIONS, n.rateOptionId)}</TableCell>
              <TableCell>{choiceName(CURRENCIES, n.hectarePriceCurrencyId)}</TableCell>
              <TableCell>
                {/* The server stores only whitelisted markup (server/services/sanitize.ts). */}
                <Box className="note-value" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: n.value }} />
              </TableCell>
              <TableCell>
                <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(n)}>
                  Editar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <NoteDialog note={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
