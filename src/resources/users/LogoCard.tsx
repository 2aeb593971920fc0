import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import type { AppDataProvider } from '../../dataProvider';
import { MESSAGES, fillMessage } from '../../domain/messages';
import { USER_SUCCESS } from '../../domain/schemas/user';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessageDialog, type DialogMessage } from '../../components/MessageDialog';
import { useLogoUrl } from './useLogoUrl';

export const LOGO_NOT_AN_IMAGE = 'El archivo ({file}) no es una imagen';

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * A user's logo (spec 2.10, 5 Logo, 8): preview, image file input, 'Guardar' and delete.
 * `onChange` runs after a successful upload or delete (to reload the user or the profile).
 */
export function LogoCard({ userId, logo, onChange }: { userId: number | string; logo: string | null | undefined; onChange?: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DialogMessage | null>(null);
  const [version, setVersion] = useState(0);
  const logoPath = logo ? `/api/users/${userId}/logo` : null;
  const preview = useLogoUrl(logoPath, version);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
    setFile(null);
  };

  const pick = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return setFile(null);
    if (!isImage(chosen)) {
      setError(fillMessage(LOGO_NOT_AN_IMAGE, { file: chosen.name }));
      clearInput();
      return;
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('logo', file);
      await dataProvider.upload(`users/${userId}/logo`, form);
      clearInput();
      setVersion((v) => v + 1);
      notify(USER_SUCCESS.logoSaved, { type: 'success' });
      onChange?.();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.request(`users/${userId}/logo`, { method: 'DELETE' });
      setResult({ title: MESSAGES.doneTitle, message: USER_SUCCESS.logoDeleted });
      onChange?.();
    } catch {
      setResult({ title: MESSAGES.errorTitle, message: USER_SUCCESS.logoDeleteError });
    } finally {
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Logo
        </Typography>
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
      </CardContent>
      <ConfirmDialog open={confirming} loading={busy} onClose={() => setConfirming(false)} onConfirm={remove} />
      <MessageDialog dialog={result} onClose={() => setResult(null)} />
    </Card>
  );
}
