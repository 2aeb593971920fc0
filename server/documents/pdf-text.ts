// Test helper: the text of a PDF as pdftotext (poppler-utils) reads it, in reading order.
import { execFileSync } from 'node:child_process';

export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
