// THE reading of a multipart upload (the rates import, the futures import): text fields and one
// file; a file over the route's limit or a part that is not a file answers 422 on `file`, a
// broken body 400.
import type { FastifyRequest } from 'fastify';
import { HttpError, unreadableUpload, validationError } from './errors';
import { refuseNulIn } from './nul';

export interface Upload {
  fields: Record<string, string>;
  file?: { name: string; data: Buffer };
}

export interface UploadRules {
  /** the names the file may come under */
  fileFields: ReadonlySet<string>;
  /** the message of a body that is not multipart */
  notMultipart: string;
  /** the message of a file over the size limit the route registered multipart with */
  tooLarge: string;
}

export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw validationError({ file: [rules.notMultipart] });
  const upload: Upload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        refuseNulIn('file', part.filename);
        const data = await part.toBuffer();
        if (part.file.truncated) throw validationError({ file: [rules.tooLarge] });
        if (rules.fileFields.has(part.fieldname)) upload.file = { name: part.filename ?? '', data };
      } else {
        const value = String(part.value ?? '');
        refuseNulIn(part.fieldname, value);
        upload.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ file: [rules.tooLarge] });
    request.log.info({ err }, 'unreadable upload');
    throw unreadableUpload('file');
  }
  return upload;
}
