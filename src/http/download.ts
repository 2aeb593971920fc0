// Files from the API (PDF, XLSX), saved under the spec's name or the server's.
import { send, type RequestOptions } from './request';

const EXTENSIONS: [RegExp, string][] = [
  [/pdf/i, '.pdf'],
  [/spreadsheetml/i, '.xlsx'],
  [/ms-excel/i, '.xls'],
  [/csv/i, '.csv'],
  [/zip/i, '.zip'],
];

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1] ?? '').trim() : '';
  return name || null;
}

function finalName(name: string, type: string): string {
  const clean = name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'archivo';
  if (/\.[a-z0-9]{2,5}$/i.test(clean)) return clean;
  const ext = EXTENSIONS.find(([re]) => re.test(type))?.[1] ?? '';
  return clean + ext;
}

/** Offers a blob to the user as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadOptions extends Omit<RequestOptions, 'auth' | 'headers'> {
  /** The spec's name; without extension one is added from the content type. */
  fileName?: string;
}

/**
 * Fetches a file and saves it under `fileName`, or the server's Content-Disposition name, or
 * 'archivo'. Resolves to the blob, the name used and the answer's headers.
 */
export async function downloadFile(
  path: string,
  options: DownloadOptions = {},
): Promise<{ blob: Blob; fileName: string; headers: Headers }> {
  const { fileName, ...rest } = options;
  const res = await send(path, rest, '*/*');
  const blob = await res.blob();
  const type = blob.type || res.headers.get('Content-Type') || '';
  const name = finalName(fileName || fileNameFromDisposition(res.headers.get('Content-Disposition')) || 'archivo', type);
  saveBlob(blob, name);
  return { blob, fileName: name, headers: res.headers };
}

/** Fetches a file as a blob without saving it (images shown on screen). */
export async function fetchBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await send(path, options, '*/*');
  return res.blob();
}
