import { useState } from 'react';
import { useNotify } from 'react-admin';
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
import type { Note } from '../../domain/settings/entity';
import { useNotes, useUpdateNote } from '../../api/settings';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { LoadError } from '../../components/LoadError';
import { fieldValue } from '../../components/resource';
import { listFields } from '../../domain/core/resource';
import { NOTE_RESOURCE } from '../../domain/settings/resource';
import { NOTE_MESSAGES, noteSchema } from '../../domain/settings/schema';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

const { fields } = NOTE_RESOURCE;
/** The editor is a contenteditable box: it gets its name here (its <label> does not reach it). */
const EDITOR_OPTIONS = {
  ...DefaultEditorOptions,
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': fields.value.label } },
};
const KEYS = listFields(NOTE_RESOURCE).filter((f) => f !== 'value');
/** 'Forma de pago · Opción de tasa · Moneda' of a note. */
const keyValues = (note: Note) => KEYS.map((f) => fieldValue(fields[f], note[f]));

function NoteDialog({ note, onClose }: { note: Note; onClose: () => void }) {
  const notify = useNotify();
  const update = useUpdateNote();
  const title = keyValues(note).join(' · ');
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="note-dialog-title">
      <AppForm
        schema={noteSchema}
        defaultValues={{ value: note.value }}
        record={{ value: note.value }}
        submit={({ value }) => update.mutateAsync({ row: note, value: String(value ?? '') })}
        onSuccess={() => {
          notify(NOTE_MESSAGES.saved, { type: 'success' });
          onClose();
        }}
      >
        <DialogTitle id="note-dialog-title">Editar aclaración: {title}</DialogTitle>
        <DialogContent>
          <RichTextInput
            source="value"
            label={fields.value.label}
            fullWidth
            editorOptions={EDITOR_OPTIONS}
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
          <SubmitButton label="Guardar" />
        </DialogActions>
      </AppForm>
    </Dialog>
  );
}

/**
 * 'Aclaraciones de PDFs': the footnote of each payment method, rate option and currency, edited as
 * rich text in a dialog (the note is HTML: a table of its own rather than the generic list).
 */
export function NotesTab() {
  const [editing, setEditing] = useState<Note | null>(null);
  const { data, isError, refetch } = useNotes();
  if (isError) return <LoadError onRetry={refetch} />;
  if (!data) return <LinearProgress sx={{ mt: 2 }} />;
  return (
    <Card sx={{ mt: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label="Aclaraciones de PDFs">
        <TableHead>
          <TableRow>
            {listFields(NOTE_RESOURCE).map((f) => (
              <TableCell key={f}>{fields[f].label}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((n) => (
            <TableRow key={n.id} data-testid={`note-${n.id}`}>
              {keyValues(n).map((v, i) => (
                <TableCell key={KEYS[i]}>{v}</TableCell>
              ))}
              <TableCell>
                {/* The server stores only whitelisted markup (server/settings/sanitize.ts). */}
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
