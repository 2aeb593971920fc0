import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE } from '../../rates/xlsx-layout';

const TYPES = { pdf: 'application/pdf', xlsx: XLSX_CONTENT_TYPE } as const;

/** Sends a generated file as a download; the name may have accents (RFC 5987 `filename*`, plus an ASCII fallback). */
export function sendFile(reply: FastifyReply, buffer: Buffer, fileName: string, ext: keyof typeof TYPES) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return reply
    .header('content-type', TYPES[ext])
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buffer);
}
