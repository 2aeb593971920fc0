import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import { useLogoWrites } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { ApiError, validationFailureOf } from '../../http/errors';
import { MESSAGES, fillMessage } from '../../domain/core/messages';
import { LOGO_MAX_BYTES, LOGO_NOT_AN_IMAGE, LOGO_TOO_BIG } from '../../domain/users/logo';
import { USER_SUCCESS } from '../../domain/users/schema';
import { useLogoUrl } from './useLogoUrl';
import { SectionCard } from '../../components/SectionCard';

/** Why a chosen file cannot be a logo, before uploading it (the server also checks its content). */
function refusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return fillMessage(LOGO_NOT_AN_IMAGE, { file: file.name });
  return file.size > LOGO_MAX_BYTES ? LOGO_TOO_BIG : null;
}

/**
 * A user's logo (docs/rules/users.md#logo): preview, image file input, 'Guardar' and delete.
 * `onChange` runs after a successful upload or delete (to reload the profile).
 */
export function LogoCard({ userId, logo, onChange }: { userId: number | string; logo: string | null | undefined; onChange?: () => void }) {
  const notify = useNotify();
  const { showError, showMessage } = useErrorDialog();
  const { upload, remove } = useLogoWrites(userId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useLogoUrl(userId, logo);
  const busy = upload.isPending || remove.isPending;

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
    setFile(null);
  };

  /** A refused file is not kept: its message shows and the input is cleared (docs/rules/users.md#logo). */
  const refuse = (message: string) => {
    setError(message);
    clearInput();
  };

  const pick = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return setFile(null);
    const why = refusal(chosen);
    if (why) return refuse(why);
    setFile(chosen);
  };

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clearInput();
        notify(USER_SUCCESS.logoSaved, { type: 'success' });
        onChange?.();
      },
      // A refused file (not an image by its content, too big) says why where the file was chosen.
      onError: (e) => {
        const failure = validationFailureOf(e);
        if (failure) refuse(failure.list[0] ?? MESSAGES.validationError);
        else if (e instanceof ApiError && e.status === 413) refuse(e.message);
        else showError(e);
      },
    });
  };

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showMessage({ title: MESSAGES.doneTitle, message: USER_SUCCESS.logoDeleted });
        onChange?.();
      },
      onError: (e) => showError(e, USER_SUCCESS.logoDeleteError),
      onSettled: () => setConfirming(false),
    });

  return (
    <SectionCard title="Logo">
      <Box sx={{ minHeight: 80, mb: 2, display: 'flex', alignItems: 'center' }}>
        {preview ? (
          <img src={preview} alt="Logo del productor" style={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain' }} />
        ) : (
          <Typography color="text.secondary">Sin logo</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          Seleccionar imagen
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            aria-label="Archivo de logo"
            hidden
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Button>
        <Typography color="text.secondary">{file ? file.name : 'Ningún archivo seleccionado'}</Typography>
      </Box>
      {error && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!file || busy} onClick={save}>
          Guardar
        </Button>
        {logo && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
            Eliminar logo
          </Button>
        )}
      </Box>
      <ConfirmDialog open={confirming} loading={busy} onClose={() => setConfirming(false)} onConfirm={confirmDelete} />
    </SectionCard>
  );
}
